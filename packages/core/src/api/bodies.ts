import { z } from 'zod';
import { MSG } from '../messages.ts';

/** A confirmation the web may show: every account call answers JSON, even when it has nothing to say. */
export const ZMessage = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessage>;

/**
 * Every DELETE's reply (spec 4): the delete dialog shows the server's header (`title`) and `message`,
 * then 'Thanks!'. A refusal answers the error shape instead (409 in use, 404), and 'Oh, Ok'.
 */
export const ZDeleteReply = z.object({ title: z.string(), message: z.string() });
export type TDeleteReply = z.infer<typeof ZDeleteReply>;

/** The reply to deleting a kitchen entity: 'Deleted' / 'Harvest Dinner was deleted.' */
export const deletedReply = (name: string): TDeleteReply => ({
  title: MSG.deletedTitle,
  message: MSG.deleted(name),
});

/** GET /api/health: the process answers and so does its database. */
export const ZHealth = z.object({ status: z.literal('UP'), database: z.literal('UP') });
export type THealth = z.infer<typeof ZHealth>;

/** GET /api/ready: this instance should get traffic (database reachable, migrations applied). */
export const ZReady = z.object({
  status: z.literal('READY'),
  database: z.literal('UP'),
  migrations: z.literal('DONE'),
});
export type TReady = z.infer<typeof ZReady>;

/** GET/POST /api/calendar-feed: the user's secret iCal address (null when none, or revoked). */
export const ZCalendarFeed = z.object({
  url: z.string().nullable(),
  createdDate: z.string().nullable(),
});
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;

/** POST /api/stripe/webhook: Stripe's event was read and recorded; a job applies it, once. */
export const ZWebhookReceived = z.object({ received: z.literal(true) });

/** GET /api/calendar/{token}: the secret part of a calendar address, `.ics` included. */
export const ZCalendarTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/) });
