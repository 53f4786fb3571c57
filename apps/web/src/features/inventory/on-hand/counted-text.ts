import { mediumDateTime } from '../../../lib/date-format';

/** When stock was counted, as the on-hand grid and its areas show it: "Jan 8, 2026, 12:00 PM". */
export function countedText(at: string): string {
  return mediumDateTime.format(new Date(at));
}
