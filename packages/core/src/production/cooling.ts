import { COOLING_MESSAGES as M } from '../messages/cooling.ts';
import type { TMeasurementSystem } from '../units/measurement-system.ts';

/**
 * Cooling cooked food (US Food Code 3-501.14(A)): from 135 °F to 70 °F within 2 hours, and to 41 °F
 * or below within a total of 6 hours — the second stage gets the 4 hours left after a full first
 * stage, and more when the first was quicker. Temperatures are kept in °F; a metric kitchen enters
 * and reads °C.
 */
export const COOLING_LIMITS = {
  startF: 135,
  stage1F: 70,
  stage2F: 41,
  stage1Minutes: 120,
  totalMinutes: 360,
} as const;

export const TEMPERATURE_UNITS = ['F', 'C'] as const;
export type TTemperatureUnit = (typeof TEMPERATURE_UNITS)[number];

/** The lowest and highest reading a probe thermometer gives, in °F (−40 °C = −40 °F; 500 °F = 260 °C). */
export const TEMPERATURE_RANGE_F = { min: -40, max: 500 } as const;

/** A kitchen's temperature unit: °F for US measures, °C for metric. */
export const temperatureUnitOf = (system: TMeasurementSystem | null | undefined): TTemperatureUnit =>
  system === 'metric' ? 'C' : 'F';

/** °C to °F (exact: ×9/5 + 32); °F stays. */
export const toFahrenheit = (value: number, unit: TTemperatureUnit): number =>
  unit === 'C' ? (value * 9) / 5 + 32 : value;

/** °F to the unit asked (°C: (F − 32) × 5/9). */
export const fromFahrenheit = (fahrenheit: number, unit: TTemperatureUnit): number =>
  unit === 'C' ? ((fahrenheit - 32) * 5) / 9 : fahrenheit;

/** A temperature for a cook to read: one decimal at most, and its unit (70 °F, 21.1 °C). */
export function temperatureText(fahrenheit: number, unit: TTemperatureUnit): string {
  const value = Math.round(fromFahrenheit(fahrenheit, unit) * 10) / 10;
  return `${Object.is(value, -0) ? 0 : value} °${unit}`;
}

/** The refusal of a reading outside what a thermometer gives, or null. */
export function temperatureProblem(value: number, unit: TTemperatureUnit): string | null {
  const f = toFahrenheit(value, unit);
  if (Number.isFinite(f) && f >= TEMPERATURE_RANGE_F.min && f <= TEMPERATURE_RANGE_F.max) return null;
  return M.temperatureOutOfRange(
    temperatureText(TEMPERATURE_RANGE_F.min, unit),
    temperatureText(TEMPERATURE_RANGE_F.max, unit),
  );
}

export type TCoolingReadingPoint = { at: string; temperatureF: number };
export type TStageStatus = 'met' | 'missed' | 'pending';
export type TCoolingStage = {
  targetF: number;
  /** When the stage must be reached by; null before the clock starts. */
  deadline: string | null;
  /** The first reading at or below the target, from the start on. */
  reachedAt: string | null;
  status: TStageStatus;
};
export type TCoolingState = 'hot' | 'cooling' | 'done' | 'out-of-limits';
export type TCoolingStatus = {
  /** hot: no reading below 135 °F yet; done: both stages met; out-of-limits: a stage missed. */
  state: TCoolingState;
  /** When the clock started: the last reading at or above 135 °F before the first one below it. */
  startedAt: string | null;
  stage1: TCoolingStage;
  stage2: TCoolingStage;
  warnings: string[];
};

const MINUTE_MS = 60_000;
const plus = (at: number, minutes: number) => new Date(at + minutes * MINUTE_MS).toISOString();

function stage(
  readings: readonly TCoolingReadingPoint[],
  targetF: number,
  start: number,
  minutes: number,
  now: number,
): TCoolingStage {
  const deadline = start + minutes * MINUTE_MS;
  const reached = readings.find((r) => Date.parse(r.at) >= start && r.temperatureF <= targetF);
  const status: TStageStatus = reached
    ? Date.parse(reached.at) <= deadline
      ? 'met'
      : 'missed'
    : now > deadline
      ? 'missed'
      : 'pending';
  return { targetF, deadline: plus(start, minutes), reachedAt: reached?.at ?? null, status };
}

/**
 * Where a batch's cooling stands at `now`. The clock starts, to be safe, at the last reading at or
 * above 135 °F before the first one below it (the food crossed 135 °F after that reading, so the real
 * deadlines are no earlier). When the first reading is already below 135 °F, the clock starts at it
 * and a warning says so: the time it spent cooling before is unknown.
 */
export function coolingStatus(readings: readonly TCoolingReadingPoint[], now: string): TCoolingStatus {
  const sorted = [...readings].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const firstBelow = sorted.findIndex((r) => r.temperatureF < COOLING_LIMITS.startF);
  if (firstBelow === -1) {
    const idle: TCoolingStage = { targetF: 0, deadline: null, reachedAt: null, status: 'pending' };
    return {
      state: 'hot',
      startedAt: null,
      stage1: { ...idle, targetF: COOLING_LIMITS.stage1F },
      stage2: { ...idle, targetF: COOLING_LIMITS.stage2F },
      warnings: [],
    };
  }
  const startedAt = sorted[Math.max(0, firstBelow - 1)].at;
  const start = Date.parse(startedAt);
  const t = Date.parse(now);
  const stage1 = stage(sorted, COOLING_LIMITS.stage1F, start, COOLING_LIMITS.stage1Minutes, t);
  const stage2 = stage(sorted, COOLING_LIMITS.stage2F, start, COOLING_LIMITS.totalMinutes, t);
  const warnings: string[] = [];
  if (firstBelow === 0) warnings.push(M.startedBelow);
  if (stage1.status === 'missed') warnings.push(M.stage1Missed);
  if (stage2.status === 'missed') warnings.push(M.stage2Missed);
  const state: TCoolingState =
    stage1.status === 'missed' || stage2.status === 'missed'
      ? 'out-of-limits'
      : stage2.status === 'met'
        ? 'done'
        : 'cooling';
  return { state, startedAt, stage1, stage2, warnings };
}

/** How far a tap's own time (a check-off or a reading queued offline) may be from the server's clock. */
export const TAP_TIME_LIMITS = { pastDays: 14, futureMinutes: 5 } as const;

/** The refusal of a time a station sent for its tap, or null: not in the future, not weeks old. */
export function tapTimeProblem(at: string, now: string): string | null {
  const t = Date.parse(at);
  const n = Date.parse(now);
  if (t > n + TAP_TIME_LIMITS.futureMinutes * MINUTE_MS) return M.tapInFuture;
  if (t < n - TAP_TIME_LIMITS.pastDays * 24 * 60 * MINUTE_MS) return M.tapTooOld(TAP_TIME_LIMITS.pastDays);
  return null;
}
