import { type TCoolingLog, type TTemperatureUnit, temperatureText } from '@brigade/core';
import { localClock } from '../../lib/date-format';

/** A time of the log for the cook ('14:05'). */
export const timeText = (at: string) => localClock.format(new Date(at));

/** Where a batch's cooling stands, in a line: what is due next, by when, in the kitchen's unit. */
export function coolingStateText(log: TCoolingLog | undefined, unit: TTemperatureUnit): string {
  const status = log?.status;
  if (!status) return 'No temperature logged yet';
  const { stage1, stage2 } = status;
  switch (status.state) {
    case 'hot':
      return `Hot: the clock starts below ${temperatureText(135, unit)}`;
    case 'done':
      return `Cooled within the limits (${temperatureText(stage2.targetF, unit)} at ${timeText(stage2.reachedAt!)})`;
    case 'out-of-limits':
      return 'Outside the cooling limits';
    default: {
      const next = stage1.status === 'pending' ? stage1 : stage2;
      return `Cooling: ${temperatureText(next.targetF, unit)} or below by ${timeText(next.deadline!)}`;
    }
  }
}
