/**
 * Calendar days ('YYYY-MM-DD') for the production plan: the day of an instant in a time zone, and
 * day arithmetic (whole days, no clock: a day is a date, not 24 hours).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    // en-CA writes dates as YYYY-MM-DD.
    found = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, found);
  }
  return found;
}

/** Whether the runtime knows this IANA time zone name ('Europe/Paris', 'UTC'). */
export function isTimeZone(name: string): boolean {
  if (name.trim() === '' || name.length > 100) return false;
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

/** The local calendar day of an instant in a time zone: 2026-11-27T23:30Z in Europe/Paris → '2026-11-28'. */
export function localDay(at: Date | string, timeZone: string): string {
  const parts = formatter(timeZone).formatToParts(typeof at === 'string' ? new Date(at) : at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const DAY_MS = 86_400_000;

/** A day as a whole number (days since 1970-01-01), to count with: '1970-01-02' → 1. */
export const dayNumber = (day: string): number => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

const dayTexts = new Map<number, string>();
/** The day of a day number, written YYYY-MM-DD (remembered: plans write the same few days over and over). */
export function dayText(n: number): string {
  let text = dayTexts.get(n);
  if (text === undefined) {
    text = new Date(n * DAY_MS).toISOString().slice(0, 10);
    if (dayTexts.size < 100_000) dayTexts.set(n, text);
  }
  return text;
}

/** A day plus `days` (negative: before): addDays('2026-03-01', -1) → '2026-02-28'. */
export function addDays(day: string, days: number): string {
  return dayText(dayNumber(day) + days);
}

/** Whole days from `from` to `to` (negative when `to` is before). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Whether a text is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const t = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === text;
}
