import { DEMO_EVENTS, demoEventBody, demoSectionItems } from '@brigade/core';
import { eq } from 'drizzle-orm';
import { banquetEvents } from '../db/schema/index.ts';
import { systemClock } from '../lib/clock.ts';
import { eventsService } from '../modules/events/events.service.ts';
import type { DemoSeeder } from './demo-seeder.ts';

/** Books the demo events (core's demo/events.ts) the demo kitchen does not have yet, by title. */
export const eventsSeeder: DemoSeeder = {
  name: 'events',
  async seed({ tx, kitchenId, actor, log }) {
    const service = eventsService({ db: tx, clock: systemClock });
    const sectionItems = demoSectionItems(await service.menuChoices(kitchenId));
    const booked = new Set(
      (
        await tx
          .select({ title: banquetEvents.title })
          .from(banquetEvents)
          .where(eq(banquetEvents.kitchenId, kitchenId))
      ).map((r) => r.title),
    );
    const now = systemClock.now();
    let added = 0;
    for (const demo of DEMO_EVENTS) {
      if (booked.has(demo.title)) continue;
      const body = demoEventBody(demo, sectionItems, now, (menuItem) =>
        log.warn({ event: demo.title, menuItem }, 'demo event line left out: not on a complete menu'),
      );
      await service.save(actor, body);
      added += 1;
    }
    log.info({ events: added }, 'demo events seeded');
  },
};
