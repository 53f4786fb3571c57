import { afterEach, expect, it, vi } from 'vitest';
import { clockTimeText, dateFormat, monthDayYear, monthNameDayYear, monthYear } from './date-format';

// Every source of the web app but the tests, as text (Vite reads them: no file system in the web's code).
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

afterEach(() => {
  vi.restoreAllMocks();
});

it('makes its Intl format on first use, once', () => {
  const made = vi.spyOn(Intl, 'DateTimeFormat');
  const format = dateFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  expect(made).not.toHaveBeenCalled();
  expect(format.format(new Date(2027, 2, 4, 9, 5))).toBe('Mar 4, 2027');
  expect(format.formatRange(new Date(2027, 2, 4), new Date(2027, 2, 9))).toBe('Mar 4\u2009–\u20099, 2027');
  expect(made).toHaveBeenCalledTimes(1);
});

it('formats as its examples say', () => {
  expect(monthDayYear.format(new Date(2027, 2, 4, 9, 5))).toBe('Mar 4, 2027');
  expect(monthNameDayYear.format(new Date(2027, 2, 4, 9, 5))).toBe('March 4, 2027');
  expect(monthYear.format(new Date(2027, 2, 4, 9, 5))).toBe('March 2027');
  expect(clockTimeText(new Date(2027, 2, 4, 9, 5))).toBe('9:05 AM');
});

// A format made on import lands in the long task that starts the page (lib/date-format.ts).
it('is the only place the web app makes a date format', () => {
  const files = Object.entries(sources).filter(([, text]) => text.includes('new Intl.DateTimeFormat('));
  expect(Object.keys(sources).length).toBeGreaterThan(300);
  expect(files.map(([file]) => file)).toEqual(['./date-format.ts']);
});
