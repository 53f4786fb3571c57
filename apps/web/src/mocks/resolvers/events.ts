import {
  EVENT_MESSAGES,
  ICAL_EVENT_STATUS,
  MSG,
  ZBanquetEventPatch,
  ZBanquetEventRequest,
  ZEventListQuery,
  ZPreplistRequest,
  ZRestoreVersionRequest,
} from '@brigade/core';
import { type Resolvers, reply } from '../contract-handler';
import {
  checkRange,
  confirmEvent,
  deleteEvent,
  eventOf,
  eventPreplist,
  eventsBetween,
  menuChoices,
  moveEvent,
  preplistOf,
  saveEvent,
  toEvent,
  toEventListItems,
} from '../kitchen/events';
import type { MockEvent } from '../kitchen/model';
import { mockState } from '../kitchen/store';
import { keepVersion } from '../kitchen/versions';
import { MockError, notFound, parse } from '../mock-error';
import { idOf } from './catalogue';

/** Banquet events, prep lists and the iCal feed (contract: events.ts). */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The feed's secret address: 43 URL-safe characters and `.ics`, as the server's route checks it. */
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}\.ics$/;

function feedToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const icsTime = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const icsText = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');

/** The kitchen's events as iCalendar (RFC 5545), a season back and a year ahead, as the server's feed. */
function calendar(events: MockEvent[], origin: string, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Brigade//Banquet calendar//EN',
    'METHOD:PUBLISH',
    'NAME:Brigade banquet events',
    'X-WR-CALNAME:Brigade banquet events',
    ...events.flatMap((e) => [
      'BEGIN:VEVENT',
      `UID:brigade-event-${e.id}@${new URL(origin).host}`,
      `SEQUENCE:${e.beoRevision}`,
      `DTSTAMP:${icsTime(now)}`,
      `DTSTART:${icsTime(e.start)}`,
      `DTEND:${icsTime(e.end)}`,
      `SUMMARY:${icsText(e.title)}`,
      `STATUS:${ICAL_EVENT_STATUS[e.status]}`,
      `LOCATION:${icsText(e.location)}`,
      `DESCRIPTION:${e.guestCount} guests · BEO revision ${e.beoRevision}`,
      `URL:${origin}/portal/events/${e.id}/beo`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export const eventsResolvers = {
  listEvents: (req) => {
    const { kitchen } = req.by();
    const query = parse(ZEventListQuery, req.query, 'querystring');
    const [from, to] = [new Date(query.startDate), new Date(query.endDate)];
    checkRange(from, to);
    const now = new Date();
    return toEventListItems(kitchen, eventsBetween(kitchen, from, to), now);
  },
  listEventMenuChoices: (req) => menuChoices(req.by().kitchen),
  getEvent: (req) => {
    const { kitchen } = req.by();
    return toEvent(kitchen, eventOf(kitchen, idOf(req)));
  },
  createEvent: async (req) => {
    const by = req.by();
    const { event, flags } = saveEvent(by, parse(ZBanquetEventRequest, await req.json()));
    return reply(201, { ...keepVersion(by, 'event', toEvent(by.kitchen, event)), ...flags });
  },
  updateEvent: async (req) => {
    const [by, id] = [req.by(), idOf(req)];
    const { event, flags } = saveEvent(by, parse(ZBanquetEventRequest, await req.json()), id);
    return { ...keepVersion(by, 'event', toEvent(by.kitchen, event)), ...flags };
  },
  moveEvent: async (req) => {
    const [by, id] = [req.by(), idOf(req)];
    const { event, flags } = moveEvent(by, id, parse(ZBanquetEventPatch, await req.json()));
    return { ...keepVersion(by, 'event', toEvent(by.kitchen, event)), ...flags };
  },
  confirmEvent: async (req) => {
    const by = req.by();
    const sent = parse(ZRestoreVersionRequest, await req.json());
    return keepVersion(by, 'event', toEvent(by.kitchen, confirmEvent(by, idOf(req), sent.version)));
  },
  deleteEvent: (req) => deleteEvent(req.by(), idOf(req)),
  createPreplist: async (req) => {
    const { kitchen } = req.by();
    const body = parse(ZPreplistRequest, await req.json());
    const lines = body.banquetEventMenuSectionItems.map((l) => ({
      sectionItemId: l.menuSectionItem.id,
      prepQuantity: l.prepQuantity,
      plating: l.plating,
    }));
    return reply(201, preplistOf(kitchen, lines));
  },
  createEventPreplist: (req) => {
    const { kitchen } = req.by();
    return reply(201, eventPreplist(kitchen, eventOf(kitchen, idOf(req))));
  },

  getCalendarFeed: (req) => {
    const { user, kitchen } = req.by();
    const feed = kitchen.feeds.get(user.id);
    return {
      url: feed ? `${req.url.origin}/api/calendar/${feed.token}.ics` : null,
      createdDate: feed?.createdAt.toISOString() ?? null,
    };
  },
  replaceCalendarFeed: (req) => {
    const { user, kitchen } = req.by();
    const feed = { token: feedToken(), createdAt: new Date() };
    kitchen.feeds.set(user.id, feed);
    return {
      url: `${req.url.origin}/api/calendar/${feed.token}.ics`,
      createdDate: feed.createdAt.toISOString(),
    };
  },
  revokeCalendarFeed: (req) => {
    const { user, kitchen } = req.by();
    kitchen.feeds.delete(user.id);
    return { title: MSG.calendarFeedRevokedTitle, message: MSG.calendarFeedRevoked };
  },
  getCalendarIcs: (req) => {
    if (!FEED_TOKEN.test(req.params.token)) {
      const message = `Invalid string: must match pattern ${FEED_TOKEN}`;
      throw new MockError(400, message, { errors: [{ field: 'token', message }] });
    }
    const token = req.params.token.slice(0, -'.ics'.length);
    const kitchen = [...mockState().kitchens.values()].find((k) =>
      [...k.feeds.values()].some((f) => f.token === token),
    );
    if (!kitchen) throw notFound(EVENT_MESSAGES.feedNotFound);
    const now = new Date();
    const events = eventsBetween(
      kitchen,
      new Date(now.getTime() - 90 * DAY_MS),
      new Date(now.getTime() + 366 * DAY_MS),
    );
    return calendar(events, req.url.origin, now);
  },
} satisfies Partial<Resolvers>;
