/**
 * The driver speed-ups, behind one switch:
 * - statements rendered once at start-up instead of per request (rendered-statement.ts);
 * - on PostgreSQL, data statements as named prepared statements (pg-prepared-client.ts);
 * - on PGlite, named prepared statements through its wire protocol and the type parsers installed
 *   once (pglite-drizzle-client.ts, pglite-statement-cache.ts).
 * They lean on driver and Drizzle internals an upgrade can change. `DB_SPEED_UPS=off` runs every
 * statement the plain way (Drizzle renders it, the driver parses it), checked at each statement, so a
 * suspected speed-up can be ruled out on a running deployment's next start without a code change.
 * driver-speed-ups.test.ts sends the same requests both ways, on both databases, and compares the replies.
 */
export const driverSpeedUps = { on: process.env.DB_SPEED_UPS !== 'off' };

/** Turns the speed-ups on or off for every statement sent from now on (the comparison test's switch). */
export function setDriverSpeedUps(on: boolean): void {
  driverSpeedUps.on = on;
}
