import type { TPriceAt } from '../purchasing/cost-since.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A few months of prices for the demo catalogue, so its price charts and "cost since"
 * figures show movement: butter and cream rose over the autumn, flour eased, the rest held.
 * [name, how the price 90 and 30 days ago compares with today's]
 */
export const DEMO_PRICE_MOVES: [string, number, number][] = [
  ['Unsalted Butter', 0.84, 0.93],
  ['Heavy Cream', 0.9, 0.96],
  ['All-purpose Flour', 1.1, 1.04],
  ['Large Eggs', 0.95, 1.0],
  ['Boneless Chicken Breast', 0.92, 0.97],
];

/** A recorded price of the demo history: what it was, when, and where it came from. */
export type DemoPrice = TPriceAt & { changedAt: Date; source: 'created' | 'price list' };

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** How far back the demo's history goes (in days): its prices start then. */
export const DEMO_HISTORY_DAYS = 120;

/**
 * When the demo's history starts for a row created at `createdAt`: at most DEMO_HISTORY_DAYS ago. The
 * demo's recipes, menu items and menus are dated from then too, so "cost since" a past day compares
 * them with the prices of that day instead of saying they did not exist yet.
 */
export function demoHistoryStart(createdAt: Date, now: Date): Date {
  return new Date(Math.min(createdAt.getTime(), now.getTime() - DEMO_HISTORY_DAYS * DAY_MS));
}

/**
 * The price history of a demo ingredient at today's `price`, oldest first: its price as of its
 * creation (at most 120 days ago); a moved ingredient's is that of 90 days ago, then two price-list
 * changes (30 and 7 days ago, the last at today's price). Without a cost, only the creation row.
 */
export function demoPriceHistory(name: string, price: TPriceAt, createdAt: Date, now: Date): DemoPrice[] {
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const first = demoHistoryStart(createdAt, now);
  const move = price.cost === null ? undefined : DEMO_PRICE_MOVES.find(([moved]) => moved === name);
  if (!move || price.cost === null) return [{ ...price, changedAt: first, source: 'created' }];
  const [, ninetyDaysAgo, thirtyDaysAgo] = move;
  return [
    { ...price, cost: cents(price.cost * ninetyDaysAgo), changedAt: first, source: 'created' },
    { ...price, cost: cents(price.cost * thirtyDaysAgo), changedAt: at(30), source: 'price list' },
    { ...price, changedAt: at(7), source: 'price list' },
  ];
}
