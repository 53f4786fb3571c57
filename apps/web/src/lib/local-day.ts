/** Days as the kitchen's screens name them: local dates written 'YYYY-MM-DD', in addresses and calls. */

/** A range of days, both included. */
export type DayRange = { from: string; to: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' of a local date. */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local midnight starting a 'YYYY-MM-DD' day, or null when it is not a real day. */
export function parseDay(text: string | null | undefined): Date | null {
  const match = DAY.exec(text ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(year, month, day);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : null;
}
