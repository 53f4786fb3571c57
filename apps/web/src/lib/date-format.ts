/**
 * The date and time formatters several screens share, one of each. Shown in the browser's time zone;
 * the examples are of Thursday 4 March 2027, 9:05 in the morning. A format only one screen uses stays
 * in that screen, made with `dateFormat` below like these.
 */

export type TDateFormat = {
  format: (date?: Date | number) => string;
  formatRange: (start: Date | number, end: Date | number) => string;
};

/**
 * A date format made on first use, not on import: every module-level format goes through this. An
 * Intl.DateTimeFormat costs milliseconds to make (a page's first one tens of them on a tablet's CPU),
 * work that a format made on import does while the page's modules load, before its first paint,
 * whether or not the screen shows that date.
 */
export function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): TDateFormat {
  let made: Intl.DateTimeFormat | undefined;
  const get = () => {
    made ??= new Intl.DateTimeFormat(locale, options);
    return made;
  };
  return {
    format: (date) => get().format(date),
    formatRange: (start, end) => get().formatRange(start, end),
  };
}

/** 'Mar 4, 2027' */
export const mediumDate = dateFormat('en-US', { dateStyle: 'medium' });

/** 'Mar 4, 2027, 9:05 AM': when something was done, counted or printed. */
export const mediumDateTime = dateFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Thursday, March 4, 2027': a day in words, on the BEO and the production plan. */
export const longDate = dateFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** 'March 4, 2027': a day, as the calendar's day views and the account's billing dates write it. */
export const monthNameDayYear = dateFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** 'March 2027': a month, as the calendar's month view and the order guide name it. */
export const monthYear = dateFormat('en-US', { month: 'long', year: 'numeric' });

/** 'Mar 4': a day of this year, an axis tick. */
export const monthDay = dateFormat('en-US', { month: 'short', day: 'numeric' });

/** 'Mar 4, 2027': a day with its year. */
export const monthDayYear = dateFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** '9:05 AM', with ICU's narrow no-break space before AM/PM ('9:05\u202fAM'). */
export const clockTime = dateFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * '9:05 AM' with a plain space: ICU writes '9:05\u202fAM' (a narrow no-break space); a plain space
 * reads and searches the same everywhere.
 */
export const clockTimeText = (date: Date) => clockTime.format(date).replace(/\s/gu, ' ');

/** In the browser's own locale: 'Mar 4, 2027, 9:05 AM' in the US, '4 Mar 2027, 09:05' in the UK. */
export const localMediumDateTime = dateFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** In the browser's own locale, for a cook at a station: '09:05 AM' in the US, '09:05' in the UK. */
export const localClock = dateFormat(undefined, { hour: '2-digit', minute: '2-digit' });
