import { catalogueSeeder } from './catalogue-seed.ts';
import type { DemoSeeder } from './demo-seeder.ts';
import { eventsSeeder } from './events-seed.ts';
import { menusSeeder } from './menus-seed.ts';
import { priceHistorySeeder } from './price-history-seed.ts';
import { recipeDaysSeeder } from './recipe-days-seed.ts';
import { recipesSeeder } from './recipes-seed.ts';

export type { DemoSeedContext, DemoSeeder } from './demo-seeder.ts';

/**
 * Sample data for the demo kitchen. Later features append their seeder here (one line each); at start
 * every seeder not yet applied to the demo kitchen runs, in this order, each in its own transaction.
 */
export const demoSeeders: DemoSeeder[] = [
  catalogueSeeder,
  recipesSeeder,
  menusSeeder,
  eventsSeeder,
  priceHistorySeeder,
  recipeDaysSeeder,
];
