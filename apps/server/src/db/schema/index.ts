// Every feature's tables, re-exported for Drizzle and drizzle-kit. Append one line per schema file.
export * from './accounts.ts';
export * from './billing.ts';
export * from './catalogue.ts';
export * from './events.ts';
export * from './feedback.ts';
export * from './foods.ts';
export * from './idempotency.ts';
export * from './inventory.ts';
export * from './menus.ts';
export * from './production.ts';
export * from './purchasing.ts';
export * from './recipes.ts';
export * from './team.ts';
export * from './versions.ts';
