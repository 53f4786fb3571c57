import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitchenMembers, kitchens, users } from '../db/schema/index.ts';
import { signIn } from '../modules/accounts/accounts.test-helpers.ts';
import { hashPassword, verifyPassword } from '../modules/accounts/password.ts';
import { createTestApp, type TestApp, withTestApp } from '../test/test-app.ts';
import { DEMO_EMAIL, ensureDemoAccount } from './demo-account.ts';
import { DEMO_COOK_EMAIL, DEMO_COOK_LOGIN } from './demo-cook.ts';
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

  it('adds a cook to the demo kitchen: same password, reads but cannot write, and stays removed once removed', async () => {
    await withTestApp({}, async (own) => {
      const creds = await ensureDemoAccount(own.db, own.dataDir, own.app.log, []);
      expect(creds?.cookLogin).toBe(DEMO_COOK_LOGIN);
      // The sign-in page takes an e-mail address only (spec 1): the file says which to type.
      expect(creds?.cookEmail).toBe(DEMO_COOK_EMAIL);
      expect(readFileSync(path.join(own.dataDir, 'demo-credentials.txt'), 'utf8')).toContain(
        `sign in as ${DEMO_COOK_EMAIL} (login ${DEMO_COOK_LOGIN})`,
      );
      const [demo] = await own.db.select().from(users).where(eq(users.login, 'demo'));
      const [cook] = await own.db.select().from(users).where(eq(users.login, DEMO_COOK_LOGIN));
      expect(cook).toMatchObject({ email: DEMO_COOK_EMAIL, activated: true, kitchenId: demo.kitchenId });

      // Signing in as the cook opens the demo kitchen, as a cook: reads answer, writes are refused.
      const signedIn = await signIn(own, DEMO_COOK_LOGIN, creds!.password);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const headers = { authorization: signedIn.headers.authorization as string };
      const account = await own.app.inject({ method: 'GET', url: '/api/account', headers });
      expect(account.json()).toMatchObject({ kitchenName: 'Demo kitchen', role: 'cook' });
      expect((await own.app.inject({ method: 'GET', url: '/api/vendors', headers })).statusCode).toBe(200);
      const write = await own.app.inject({
        method: 'POST',
        url: '/api/vendors',
        headers,
        payload: { name: 'X' },
      });
      expect(write.statusCode).toBe(403);
      const demoHeaders = {
        authorization: (await signIn(own, 'demo', creds!.password)).headers.authorization as string,
      };
      const activity = await own.app.inject({
        method: 'GET',
        url: '/api/kitchen/activity',
        headers: demoHeaders,
      });
      expect(activity.json().content.map((e: { text: string }) => e.text)).toContain(
        'Demo Cook joined the kitchen as Cook',
      );

      // The password follows the demo's: changed in the app, both are restored from the file.
      await own.db
        .update(users)
        .set({ passwordHash: await hashPassword('changed-in-the-app') })
        .where(eq(users.id, cook.id));
      await ensureDemoAccount(own.db, own.dataDir, own.app.log, []);
      const [restored] = await own.db.select().from(users).where(eq(users.id, cook.id));
      expect(await verifyPassword(creds!.password, restored.passwordHash)).toBe(true);

      // The owner removes the cook: a later start does not bring them back.
      const removed = await own.app.inject({
        method: 'DELETE',
        url: `/api/kitchen/members/${cook.id}`,
        headers: demoHeaders,
      });
      expect(removed.statusCode, removed.body).toBe(200);
      await ensureDemoAccount(own.db, own.dataDir, own.app.log, []);
      const members = await own.db.select().from(kitchenMembers).where(eq(kitchenMembers.userId, cook.id));
      expect(members).toEqual([]);
      expect(await own.db.select().from(users).where(eq(users.login, DEMO_COOK_LOGIN))).toHaveLength(1);
    });
  });

  it('leaves a real user called "demo" alone', async () => {
    await withTestApp({}, async (other) => {
      await other.createUser({ login: 'demo', email: 'someone@example.com' });
      expect(await ensureDemoAccount(other.db, other.dataDir, other.app.log, [])).toBeUndefined();
    });
  });
});
