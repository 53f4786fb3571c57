import { countOf } from './names-list.ts';

/** The production plan's refusals and warnings (ours), answered alike by the server and the mocked API. */
export const PRODUCTION_MESSAGES = {
  startDateRequired: 'Please choose a start date (YYYY-MM-DD)',
  endDateRequired: 'Please choose an end date (YYYY-MM-DD)',
  endBeforeStart: 'The end date must be on or after the start date',
  rangeTooLong: (maxDays: number) => `Please choose a range of at most ${maxDays} days`,
  timeZoneInvalid: (name: string) => `${name} is not a time zone (use an IANA name such as America/Chicago)`,
  dateRequired: 'Please choose a production date (YYYY-MM-DD)',
  teamRequired: 'Please name the team',
  byInvalid: "Please choose 'service' (the events' days) or 'production' (the days batches are made)",
  atInvalid: 'The time must be an ISO date and time with its offset (2026-12-05T14:30:00Z)',
  /** A batch kept longer than it keeps. */
  keptTooLong: (waitDays: number, shelfLifeDays: number) =>
    `Made ${countOf(waitDays, 'day')} before it is used; keeps ${countOf(shelfLifeDays, 'day')}`,
} as const;
