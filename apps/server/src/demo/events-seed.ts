import type { TAllergen, TPlatingStyle } from '@brigade/core';
import { eq } from 'drizzle-orm';
import { banquetEvents } from '../db/schema/index.ts';
import { systemClock } from '../lib/clock.ts';
import { eventsService } from '../modules/events/events.service.ts';
import type { DemoSeeder } from './demo-seeder.ts';

type DemoEvent = {
  title: string;
  /** Days from the day the demo kitchen is seeded, the start hour (UTC: what a browser in UTC shows) and the length in hours. */
  inDays: number;
  hour: number;
  hours: number;
  guests: number;
  location: string;
  client?: [name: string, phone: string];
  dietary?: [label: string, count: number, allergen?: TAllergen][];
  /** [menu item name, plating], from the demo's complete menus. */
  menu: [string, TPlatingStyle][];
  notes?: string;
};

const WINTER: [string, TPlatingStyle][] = [
  ['Black Bean Soup', 'Plated'],
  ['Roast Chicken with Velouté', 'Plated'],
  ['Apple Crisp', 'Plated'],
];
const BUFFET: [string, TPlatingStyle][] = [
  ['Cream of Chicken', 'Buffet'],
  ['Spaghetti Marinara', 'Buffet'],
  ['Bread Basket', 'Buffet'],
  ['Cookie Plate', 'Buffet'],
];
const RECEPTION: [string, TPlatingStyle][] = [
  ['Bread Basket', 'Passed'],
  ['Cookie Plate', 'Passed'],
];

/** A dozen events over this month and next (issue 14), so the calendar, BEOs and prep lists show real data. */
export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Harper–Lee Wedding',
    inDays: 3,
    hour: 17,
    hours: 5,
    guests: 140,
    location: 'Grand Ballroom',
    client: ['Dana Harper', '555-0142'],
    dietary: [
      ['vegetarian', 12],
      ['tree-nut allergy', 2, 'TREE_NUTS'],
      ['dairy-free', 3, 'MILK'],
    ],
    menu: WINTER,
    notes: 'Head table of 12. Cake cutting at 9 pm.',
  },
  {
    title: 'Acme Co. Quarterly Lunch',
    inDays: 5,
    hour: 12,
    hours: 2,
    guests: 60,
    location: 'Terrace Room',
    client: ['Sam Ortiz', '555-0177'],
    dietary: [
      ['vegetarian', 6],
      ['gluten-free', 2, 'WHEAT'],
    ],
    menu: BUFFET,
  },
  {
    title: 'Rotary Club Breakfast',
    inDays: 7,
    hour: 8,
    hours: 2,
    guests: 45,
    location: 'Library',
    menu: RECEPTION,
  },
  {
    title: 'Chen 50th Birthday',
    inDays: 10,
    hour: 18,
    hours: 4,
    guests: 80,
    location: 'Garden Pavilion',
    client: ['Wei Chen', '555-0110'],
    dietary: [['vegan', 4, 'EGGS']],
    menu: WINTER,
  },
  {
    title: 'Hospital Gala',
    inDays: 13,
    hour: 19,
    hours: 5,
    guests: 220,
    location: 'Grand Ballroom',
    dietary: [
      ['vegetarian', 25],
      ['shellfish allergy', 3, 'SHELLFISH'],
    ],
    menu: WINTER,
    notes: 'Silent auction in the foyer.',
  },
  {
    title: 'Book Club Holiday Tea',
    inDays: 16,
    hour: 15,
    hours: 2,
    guests: 24,
    location: 'Library',
    menu: RECEPTION,
  },
  {
    title: 'Martinez Rehearsal Dinner',
    inDays: 19,
    hour: 19,
    hours: 3,
    guests: 50,
    location: 'Terrace Room',
    client: ['Luis Martinez', '555-0163'],
    menu: BUFFET,
  },
  {
    title: 'Tech Meetup Reception',
    inDays: 24,
    hour: 18,
    hours: 3,
    guests: 120,
    location: 'Atrium',
    dietary: [['vegetarian', 20]],
    menu: RECEPTION,
  },
  {
    title: 'New Year Brunch',
    inDays: 30,
    hour: 11,
    hours: 3,
    guests: 90,
    location: 'Garden Pavilion',
    menu: BUFFET,
  },
  {
    title: 'Law Firm Partners Dinner',
    inDays: 36,
    hour: 19,
    hours: 3,
    guests: 30,
    location: 'Private Dining Room',
    client: ['R. Patel', '555-0190'],
    dietary: [['dairy-free', 1, 'MILK']],
    menu: WINTER,
  },
  {
    title: 'School Fundraiser',
    inDays: 42,
    hour: 18,
    hours: 3,
    guests: 160,
    location: 'Grand Ballroom',
    menu: BUFFET,
  },
  {
    title: 'Nguyen Anniversary',
    inDays: 50,
    hour: 19,
    hours: 4,
    guests: 70,
    location: 'Terrace Room',
    client: ['Mai Nguyen', '555-0125'],
    menu: WINTER,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Books the demo events (from the Winter Banquet menu) the demo kitchen does not have yet, by title. */
export const eventsSeeder: DemoSeeder = {
  name: 'events',
  async seed({ tx, kitchenId, actor, log }) {
    const service = eventsService({ db: tx, clock: systemClock });
    // Each menu item as the Winter Banquet serves it (its price), else as another complete menu does.
    const choices = (await service.menuChoices(kitchenId)).sort(
      (a, b) => Number(b.menu.name === 'Winter Banquet') - Number(a.menu.name === 'Winter Banquet'),
    );
    const sectionItem = new Map<string, (typeof choices)[number]['menuSectionItems'][number]>();
    for (const c of choices) {
      for (const i of c.menuSectionItems)
        if (!sectionItem.has(i.menuItem.name)) sectionItem.set(i.menuItem.name, i);
    }
    const booked = new Set(
      (
        await tx
          .select({ title: banquetEvents.title })
          .from(banquetEvents)
          .where(eq(banquetEvents.kitchenId, kitchenId))
      ).map((r) => r.title),
    );
    const today = new Date(Math.floor(systemClock.now().getTime() / DAY_MS) * DAY_MS);
    let added = 0;
    for (const demo of DEMO_EVENTS) {
      if (booked.has(demo.title)) continue;
      const lines = demo.menu.flatMap(([name, plating]) => {
        const item = sectionItem.get(name);
        if (!item)
          log.warn({ event: demo.title, menuItem: name }, 'demo event line left out: not on a complete menu');
        return item
          ? [{ menuSectionItem: { id: item.id }, plating, prepQuantity: demo.guests, price: item.price }]
          : [];
      });
      // Quoted at the menu's prices, so the BEO's food cost per guest is the menu's 28–33 %.
      const pricePerGuest = lines.reduce((sum, line) => sum + (line.price ?? 0), 0);
      const start = new Date(today.getTime() + demo.inDays * DAY_MS + demo.hour * 3600_000);
      const end = new Date(start.getTime() + demo.hours * 3600_000);
      await service.save(actor, {
        title: demo.title,
        start: start.toISOString(),
        end: end.toISOString(),
        allDay: false,
        guestCount: demo.guests,
        location: demo.location,
        clientName: demo.client?.[0] ?? null,
        clientPhone: demo.client?.[1] ?? null,
        pricePerGuest: lines.length > 0 ? Math.round(pricePerGuest * 100) / 100 : null,
        guaranteedCount: Math.round(demo.guests * 0.95),
        notes: demo.notes ?? null,
        dietaryCounts: (demo.dietary ?? []).map(([label, count, allergen]) => ({
          label,
          count,
          allergen: allergen ?? null,
        })),
        banquetEventMenuSectionItems: lines,
      });
      added += 1;
    }
    log.info({ events: added }, 'demo events seeded');
  },
};
