/**
 * The types Drizzle's drivers hand back as the strings its column mappers expect, never parsed by the
 * driver: timestamp, timestamptz, interval, date, and the arrays numeric[], timestamp[], timestamptz[],
 * interval[], date[] (the OIDs drizzle-orm's node-postgres and PGlite sessions pass with every query).
 * Brigade's own statements use the same list: rendered-statement.ts on PostgreSQL, the parsers
 * installed once on PGlite (pglite-drizzle-client.ts).
 */
export const DRIZZLE_STRING_TYPE_OIDS = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182] as const;
