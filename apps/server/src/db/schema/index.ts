// Every feature's tables, re-exported for Drizzle and drizzle-kit. Append one line per schema file.
export * from './accounts.ts';
export * from './catalogue.ts';
export * from './foods.ts';
export * from './recipes.ts';
