import { randomBytes } from 'node:crypto';
import { EVENT_MESSAGES, MSG } from '@brigade/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors/app-error.ts';
import { eventsRepository } from '../events/events.repository.ts';
import { operationRoute } from '../operation-route.ts';
import { calendarFeedRepository } from './calendar-feed.repository.ts';
import { calendarFeed, FEED_DAYS_AHEAD, FEED_DAYS_BACK } from './calendar-feed.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The banquet calendar as an iCal feed: each user gets a secret address to subscribe to
 * from Google Calendar or Outlook, shows it again, replaces it, or revokes it — one per kitchen they
 * are a member of (the active kitchen's); removing the member deletes theirs (calendar_feeds).
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = calendarFeedRepository(app.db);
  const urlOf = (token: string) => `${app.config.apiUrl}/api/calendar/${token}.ics`;
  const tags = ['events'];

  app.register(async (authed) => {
    authed.addHook('onRequest', app.authenticate);
    operationRoute(
      authed,
      'getCalendarFeed',
      { tags, errors: [401], summary: 'The user’s secret iCal address (null when none)' },
      async (request) => {
        const row = await repo.ofMember(request.user.id, request.user.kitchenId);
        return { url: row ? urlOf(row.token) : null, createdDate: row?.createdAt.toISOString() ?? null };
      },
    );
    operationRoute(
      authed,
      'replaceCalendarFeed',
      { tags, errors: [401], summary: 'A new secret iCal address; the previous one stops working' },
      async (request) => {
        // 32 random bytes, URL-safe: unguessable, and only ever compared whole by the database.
        const token = randomBytes(32).toString('base64url');
        const row = await repo.replace(request.user.id, request.user.kitchenId, token, app.clock.now());
        return { url: urlOf(row.token), createdDate: row.createdAt.toISOString() };
      },
    );
    operationRoute(
      authed,
      'revokeCalendarFeed',
      { tags, errors: [401], summary: 'Revokes the iCal address' },
      async (request) => {
        await repo.revoke(request.user.id, request.user.kitchenId);
        return { title: MSG.calendarFeedRevokedTitle, message: MSG.calendarFeedRevoked };
      },
    );
  });

  operationRoute(
    app,
    'getCalendarIcs',
    {
      tags,
      errors: [400, 404],
      summary:
        'The kitchen’s banquet events as iCalendar (text/calendar), for a calendar app to subscribe to',
    },
    async (request, reply) => {
      const feed = await repo.byToken(request.params.token.slice(0, -'.ics'.length));
      if (!feed) throw notFound(EVENT_MESSAGES.feedNotFound);
      const now = app.clock.now();
      const events = await eventsRepository(app.db).range(
        feed.kitchenId,
        new Date(now.getTime() - FEED_DAYS_BACK * DAY_MS),
        new Date(now.getTime() + FEED_DAYS_AHEAD * DAY_MS),
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(calendarFeed(events, app.config.publicUrl, now));
    },
  );
};
