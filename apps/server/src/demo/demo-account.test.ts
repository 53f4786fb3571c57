import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitchens, users } from '../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../modules/accounts/password.ts';
import { createTestApp, type TestApp, withTestApp } from '../test/test-app.ts';
import { DEMO_EMAIL, ensureDemoAccount } from './demo-account.ts';
import type { DemoSeeder } from './demo-seeder.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('ensureDemoAccount', () => {
  it('creates an activated demo user in its own kitchen once, and runs each seeder once', async () => {
    const runs: Record<string, number[]> = { first: [], second: [] };
    const seeder = (name: 'first' | 'second'): DemoSeeder => ({
      name,
      seed: async ({ kitchenId }) => {
        runs[name].push(kitchenId);
      },
    });

    const creds = await ensureDemoAccount(t.db, t.dataDir, t.app.log, [seeder('first')]);
    expect(creds).toMatchObject({ login: 'demo', email: DEMO_EMAIL });
    const file = readFileSync(path.join(t.dataDir, 'demo-credentials.txt'), 'utf8');
    expect(file).toContain(`password: ${creds!.password}`);
    const [demo] = await t.db.select().from(users).where(eq(users.login, 'demo'));
    expect(demo.activated).toBe(true);
    expect(await verifyPassword(creds!.password, demo.passwordHash)).toBe(true);
    const [kitchen] = await t.db.select().from(kitchens).where(eq(kitchens.id, demo.kitchenId));
    expect(kitchen.name).toBe('Demo kitchen');
    expect(runs.first).toEqual([demo.kitchenId]);

    // A later start: same user, same password; the new seeder runs, the old one does not run again.
    const again = await ensureDemoAccount(t.db, t.dataDir, t.app.log, [seeder('first'), seeder('second')]);
    expect(again!.password).toBe(creds!.password);
    expect(await t.db.select().from(users).where(eq(users.login, 'demo'))).toHaveLength(1);
    expect(runs).toEqual({ first: [demo.kitchenId], second: [demo.kitchenId] });
  });

  it('restores the password of the credentials file if it was changed in the app', async () => {
    const creds = await ensureDemoAccount(t.db, t.dataDir, t.app.log, []);
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('changed-in-the-app') })
      .where(eq(users.login, 'demo'));
    await ensureDemoAccount(t.db, t.dataDir, t.app.log, []);
    const [demo] = await t.db.select().from(users).where(eq(users.login, 'demo'));
    expect(await verifyPassword(creds!.password, demo.passwordHash)).toBe(true);
    expect(await verifyPassword('changed-in-the-app', demo.passwordHash)).toBe(false);
  });

  it('a failing seeder writes nothing and runs again at the next start', async () => {
    let attempts = 0;
    const flaky: DemoSeeder = {
      name: 'flaky',
      seed: async ({ tx, kitchenId }) => {
        attempts += 1;
        await tx.update(kitchens).set({ name: 'Renamed by seeder' }).where(eq(kitchens.id, kitchenId));
        if (attempts === 1) throw new Error('sample data missing');
      },
    };
    await expect(ensureDemoAccount(t.db, t.dataDir, t.app.log, [flaky])).rejects.toThrow(
      'sample data missing',
    );
    const [demo] = await t.db.select().from(users).where(eq(users.login, 'demo'));
    const [before] = await t.db.select().from(kitchens).where(eq(kitchens.id, demo.kitchenId));
    expect(before.name).toBe('Demo kitchen');
    await ensureDemoAccount(t.db, t.dataDir, t.app.log, [flaky]);
    const [after] = await t.db.select().from(kitchens).where(eq(kitchens.id, demo.kitchenId));
    expect(after.name).toBe('Renamed by seeder');
    expect(attempts).toBe(2);
  });

  it('leaves a real user called "demo" alone', async () => {
    await withTestApp({}, async (other) => {
      await other.createUser({ login: 'demo', email: 'someone@example.com' });
      expect(await ensureDemoAccount(other.db, other.dataDir, other.app.log, [])).toBeUndefined();
    });
  });
});
