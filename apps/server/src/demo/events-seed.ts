import {
  DEMO_EVENTS,
  DEMO_ROOMS,
  DEMO_WEEK_DAYS,
  type DemoEvent,
  demoEventBody,
  demoSectionItems,
} from '@brigade/core';
import { and, eq, gte, lt } from 'drizzle-orm';
import { banquetEvents } from '../db/schema/index.ts';
import { eventsService } from '../modules/events/events.service.ts';
import { roomsRepository } from '../modules/rooms/rooms.repository.ts';
import type { DemoSeedContext, DemoSeeder } from './demo-seeder.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo rooms (core's DEMO_ROOMS) the kitchen does not have yet, by name; answers every id by name. */
async function ensureRooms({ tx, kitchenId, actor, clock }: DemoSeedContext): Promise<Map<string, number>> {
  const repo = roomsRepository(tx);
  const ids = new Map((await repo.list(kitchenId)).map((r) => [r.name, r.id]));
  for (const [name, capacity] of DEMO_ROOMS) {
    if (!ids.has(name))
      ids.set(name, (await repo.insert(kitchenId, { name, capacity }, actor.login, clock.now())).id);
  }
  return ids;
}

/** Books these demo events relative to today, in their rooms. */
async function book(context: DemoSeedContext, events: DemoEvent[]): Promise<number> {
  const { tx, kitchenId, actor, log, clock } = context;
  const service = eventsService({ db: tx, clock });
  const sectionItems = demoSectionItems(await service.menuChoices(kitchenId));
  const rooms = await ensureRooms(context);
  const now = clock.now();
  for (const demo of events) {
    const body = demoEventBody(
      demo,
      sectionItems,
      now,
      (menuItem) =>
        log.warn({ event: demo.title, menuItem }, 'demo event line left out: not on a complete menu'),
      rooms,
    );
    await service.save(actor, body);
  }
  return events.length;
}

/**
 * Books the demo events (core's demo/events.ts) the demo kitchen does not have yet, by title, from
 * the day it is seeded. At every later start, when the coming week (today and the 7 days after it)
 * has no event, books the demo's events of the week again from today: a visitor never opens an
 * empty calendar.
 */
export const eventsSeeder: DemoSeeder = {
  name: 'events',
  async seed(context) {
    const { tx, kitchenId, log } = context;
    const booked = new Set(
      (
        await tx
          .select({ title: banquetEvents.title })
          .from(banquetEvents)
          .where(eq(banquetEvents.kitchenId, kitchenId))
      ).map((r) => r.title),
    );
    const added = await book(
      context,
      DEMO_EVENTS.filter((demo) => !booked.has(demo.title)),
    );
    log.info({ events: added }, 'demo events seeded');
  },

  async everyStart(context) {
    const { tx, kitchenId, log, clock } = context;
    const today = Math.floor(clock.now().getTime() / DAY_MS) * DAY_MS;
    const [coming] = await tx
      .select({ id: banquetEvents.id })
      .from(banquetEvents)
      .where(
        and(
          eq(banquetEvents.kitchenId, kitchenId),
          gte(banquetEvents.endAt, clock.now()),
          lt(banquetEvents.startAt, new Date(today + (DEMO_WEEK_DAYS + 1) * DAY_MS)),
        ),
      )
      .limit(1);
    if (coming) return;
    const added = await book(
      context,
      DEMO_EVENTS.filter((demo) => demo.inDays <= DEMO_WEEK_DAYS),
    );
    log.info({ events: added }, 'demo week topped up');
  },
};
