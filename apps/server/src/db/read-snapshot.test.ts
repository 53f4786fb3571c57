import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app.ts';
import { setDriverSpeedUps } from './driver-speed-ups.ts';
import { inSnapshot } from './read-snapshot.ts';
import { users } from './schema/index.ts';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await t.createUser({ login: 'snap@example.com', email: 'snap@example.com' });
  await t.db.update(users).set({ firstName: 'Before' }).where(eq(users.id, user.userId));
});
afterAll(async () => {
  setDriverSpeedUps(true);
  await t.close();
});

const firstNameOf = async (db: Parameters<typeof inSnapshot>[0]) =>
  (await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, user.userId)))[0]
    ?.firstName;

describe.each([true, false])('a read in one snapshot (driver speed-ups %s)', (speedUps) => {
  beforeAll(() => setDriverSpeedUps(speedUps));

  it('runs the work in one read-only snapshot and answers what it answers', async () => {
    const seen = await inSnapshot(t.db, async (tx) => {
      const [{ isolation }] = (
        (await tx.execute(sql`select current_setting('transaction_isolation') as isolation`)) as unknown as {
          rows: { isolation: string }[];
        }
      ).rows;
      const [{ readOnly }] = (
        (await tx.execute(sql`select current_setting('transaction_read_only') as "readOnly"`)) as unknown as {
          rows: { readOnly: string }[];
        }
      ).rows;
      return { isolation, readOnly, firstName: await firstNameOf(tx) };
    });
    expect(seen).toEqual({ isolation: 'repeatable read', readOnly: 'on', firstName: 'Before' });
  });

  it('refuses a write inside, rolls back, and the database answers afterwards', async () => {
    const refused = await inSnapshot(t.db, (tx) =>
      tx.update(users).set({ firstName: 'Written' }).where(eq(users.id, user.userId)),
    ).catch((err: Error & { cause?: Error }) => err.cause ?? err);
    expect(String((refused as Error).message)).toMatch(/read-only transaction/);
    // The connection went back to the pool in a usable state: every pool connection still answers.
    const reads = await Promise.all(Array.from({ length: 8 }, () => inSnapshot(t.db, firstNameOf)));
    expect(reads).toEqual(Array(8).fill('Before'));
  });

  it("hands the work's own error back after rolling back", async () => {
    await expect(
      inSnapshot(t.db, async () => {
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await inSnapshot(t.db, firstNameOf)).toBe('Before');
  });
});
