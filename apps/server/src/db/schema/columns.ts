import { integer, numeric, timestamp, varchar } from 'drizzle-orm/pg-core';

/** An exact decimal (PostgreSQL numeric, DESIGN.md §4.8) read as a JS number: money and quantities. */
export const decimal = (name: string) => numeric(name, { mode: 'number' });

/**
 * Who created and who last changed a kitchen entity (spec 3 names them for events; Brigade
 * keeps them for every entity): the member's login at the time, kept as text so a removed member still reads.
 */
export const actorColumns = () => ({
  createdBy: varchar('created_by', { length: 100 }),
  modifiedBy: varchar('modified_by', { length: 100 }),
});

/** Every table's surrogate key. */
export const idColumn = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** Optimistic lock: an update must carry the version it read (409 when stale); it then goes up by one. */
export const versionColumn = () => integer('version').notNull().default(1);

/** When an entity was created and last changed, always written by the service (its clock). */
export const timestampColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
