import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../db/client.ts';
import { catalogueSeeder } from './catalogue-seed.ts';
import { recipesSeeder } from './recipes-seed.ts';

export type DemoSeedContext = {
  /** A transaction: a seeder's rows are all written or none. */
  tx: Tx;
  /** The demo kitchen: every row a seeder writes carries it. */
  kitchenId: number;
  userId: number;
  log: FastifyBaseLogger;
};

export type DemoSeeder = {
  /** Unique and stable: a seeder runs once per demo kitchen, recorded under this name. */
  name: string;
  seed(context: DemoSeedContext): Promise<void>;
};

/**
 * Sample data for the demo kitchen. Later features append their seeder here (one line each); at start
 * every seeder not yet applied to the demo kitchen runs, in this order, each in its own transaction.
 */
export const demoSeeders: DemoSeeder[] = [catalogueSeeder, recipesSeeder];
