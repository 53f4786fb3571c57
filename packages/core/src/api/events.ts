import { z } from 'zod';
import {
  ZBanquetEvent,
  ZBanquetEventListItem,
  ZBanquetEventPatch,
  ZBanquetEventRequest,
  ZEventListQuery,
  ZEventMenuChoices,
} from '../schemas/banquet-event.ts';
import { ZIdParams } from '../schemas/fields.ts';
import { ZPreplistRequest, ZPreplistResponse } from '../schemas/preplist.ts';
import { ZRestoreVersionRequest } from '../schemas/version.ts';
import { ZCalendarFeed, ZCalendarTokenParams, ZDeleteReply } from './bodies.ts';
import { type ApiOperations, bearerOp, publicOp, textBody } from './operation.ts';

/** Banquet events, prep lists and the iCal feed (spec 7). */
export const eventsApi = {
  listEvents: bearerOp(
    'GET',
    '/api/events',
    { 200: z.array(ZBanquetEventListItem) },
    { query: ZEventListQuery },
  ),
  listEventMenuChoices: bearerOp('GET', '/api/events/menu-choices', { 200: ZEventMenuChoices }),
  getEvent: bearerOp('GET', '/api/events/{id}', { 200: ZBanquetEvent }, { params: ZIdParams }),
  createEvent: bearerOp(
    'POST',
    '/api/events',
    { 201: ZBanquetEvent },
    { access: 'planner', body: ZBanquetEventRequest },
  ),
  updateEvent: bearerOp(
    'PUT',
    '/api/events/{id}',
    { 200: ZBanquetEvent },
    { access: 'planner', params: ZIdParams, body: ZBanquetEventRequest },
  ),
  moveEvent: bearerOp(
    'PATCH',
    '/api/events/{id}',
    { 200: ZBanquetEvent },
    { access: 'planner', params: ZIdParams, body: ZBanquetEventPatch },
  ),
  /**
   * Confirms the event (Definite): pins its menu items' and recipes' versions and costs for its BEO,
   * prep lists and production; again, it takes the new ones and raises the BEO revision. The body may
   * carry the `version` read (a stale one: 409).
   */
  confirmEvent: bearerOp(
    'POST',
    '/api/events/{id}/confirm',
    { 200: ZBanquetEvent },
    { access: 'planner', params: ZIdParams, body: ZRestoreVersionRequest },
  ),
  deleteEvent: bearerOp(
    'DELETE',
    '/api/events/{id}',
    { 200: ZDeleteReply },
    { access: 'planner', params: ZIdParams },
  ),
  createPreplist: bearerOp(
    'POST',
    '/api/preplist',
    { 201: ZPreplistResponse },
    { access: 'cook', body: ZPreplistRequest },
  ),
  createEventPreplist: bearerOp(
    'POST',
    '/api/events/{id}/preplist',
    { 201: ZPreplistResponse },
    { access: 'cook', params: ZIdParams },
  ),

  // Each member's own secret address of the events they may read anyway: a cook subscribes too (a
  // planner's address is theirs alone, so 'ask a planner to share it' would never reach the cook).
  getCalendarFeed: bearerOp('GET', '/api/calendar-feed', { 200: ZCalendarFeed }, 'cook'),
  replaceCalendarFeed: bearerOp('POST', '/api/calendar-feed', { 200: ZCalendarFeed }, 'cook'),
  revokeCalendarFeed: bearerOp('DELETE', '/api/calendar-feed', { 200: ZDeleteReply }, 'cook'),
  // The secret in the address is the credential: a calendar app subscribes without signing in.
  getCalendarIcs: publicOp(
    'GET',
    '/api/calendar/{token}',
    { 200: textBody('text/calendar') },
    { params: ZCalendarTokenParams },
  ),
} satisfies ApiOperations;
