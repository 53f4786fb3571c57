import { numeric } from 'drizzle-orm/pg-core';

/** An exact decimal (PostgreSQL numeric, DESIGN.md §4.8) read as a JS number: money and quantities. */
export const decimal = (name: string) => numeric(name, { mode: 'number' });
