import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { Actor } from '../modules/activity/record-activity.ts';

/**
 * What a demo seeder is. Its own file, apart from the list in seed.ts: the seeders import this type
 * and seed.ts imports the seeders, with no cycle between them.
 */
export type DemoSeedContext = {
  /** A transaction: a seeder's rows are all written or none. */
  tx: Tx;
  /** The demo kitchen: every row a seeder writes carries it. */
  kitchenId: number;
  userId: number;
  /** The demo user in the demo kitchen: who the seeded rows were created by (and the activity's actor). */
  actor: Actor;
  log: FastifyBaseLogger;
  /** What "today" is for data seeded relative to the day (the events). */
  clock: Clock;
};

export type DemoSeeder = {
  /** Unique and stable: a seeder runs once per demo kitchen, recorded under this name. */
  name: string;
  seed(context: DemoSeedContext): Promise<void>;
  /** Runs at every start once the seed is applied (in its own transaction): keeps the data current. */
  everyStart?(context: DemoSeedContext): Promise<void>;
};
