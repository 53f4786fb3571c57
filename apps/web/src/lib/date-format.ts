/**
 * The date and time formatters several screens share, one of each. Each is made on first use, not
 * on import: an Intl.DateTimeFormat costs milliseconds to make, and the events page imports this
 * before its first paint. Shown in the browser's time zone; the examples are of Thursday 4 March
 * 2027, 9:05 in the morning. A format only one screen uses stays in that screen.
 */

export type TDateFormat = { format: (date?: Date | number) => string };

function lazy(locale: string | undefined, options: Intl.DateTimeFormatOptions): TDateFormat {
  let made: Intl.DateTimeFormat | undefined;
  return {
    format: (date) => {
      made ??= new Intl.DateTimeFormat(locale, options);
      return made.format(date);
    },
  };
}

/** 'Mar 4, 2027' */
export const mediumDate = lazy('en-US', { dateStyle: 'medium' });

/** 'Mar 4, 2027, 9:05 AM': when something was done, counted or printed. */
export const mediumDateTime = lazy('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Thursday, March 4, 2027': a day in words, on the BEO and the production plan. */
export const longDate = lazy('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** 'Mar 4': a day of this year, an axis tick. */
export const monthDay = lazy('en-US', { month: 'short', day: 'numeric' });

/** 'Mar 4, 2027': a day with its year. */
export const monthDayYear = lazy('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** '9:05 AM', with ICU's narrow no-break space before AM/PM ('9:05\u202fAM'). */
export const clockTime = lazy('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * '9:05 AM' with a plain space: ICU writes '9:05\u202fAM' (a narrow no-break space); a plain space
 * reads and searches the same everywhere.
 */
export const clockTimeText = (date: Date) => clockTime.format(date).replace(/\s/gu, ' ');

/** In the browser's own locale: 'Mar 4, 2027, 9:05 AM' in the US, '4 Mar 2027, 09:05' in the UK. */
export const localMediumDateTime = lazy(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** In the browser's own locale, for a cook at a station: '09:05 AM' in the US, '09:05' in the UK. */
export const localClock = lazy(undefined, { hour: '2-digit', minute: '2-digit' });
