import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { demoSeeds } from '../db/schema/index.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { accountsRepository } from '../modules/accounts/accounts.repository.ts';
import { hashPassword, verifyPassword } from '../modules/accounts/password.ts';
import { DEMO_COOK_EMAIL, DEMO_COOK_LOGIN, ensureDemoCook } from './demo-cook.ts';
import type { DemoSeeder } from './demo-seeder.ts';
import { demoSeeders } from './seed.ts';

export const DEMO_LOGIN = 'demo';
export const DEMO_EMAIL = 'demo@brigade.local';

/**
 * The demo's sign-in, and the demo kitchen's cook's (same password: demo-cook.ts). The sign-in page
 * asks for an e-mail address (spec 1), so the e-mails are what the log and the file tell people to type.
 */
export type DemoCredentials = {
  login: string;
  email: string;
  password: string;
  cookLogin?: string;
  cookEmail?: string;
};

/** The demo password, generated once and kept in DATA_DIR/demo-credentials.txt (owner-only). */
function demoPassword(dataDir: string): string {
  const file = path.join(dataDir, 'demo-credentials.txt');
  try {
    const match = /^password:\s*(\S+)\s*$/m.exec(readFileSync(file, 'utf8'));
    if (match) return match[1];
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const password = randomBytes(12).toString('base64url');
  writeFileSync(
    file,
    `# Brigade demo account (local demo only)\nlogin: ${DEMO_LOGIN}\nemail: ${DEMO_EMAIL}\npassword: ${password}\n` +
      `# A cook of the demo kitchen, same password: sign in as ${DEMO_COOK_EMAIL} (login ${DEMO_COOK_LOGIN})\n`,
    { mode: 0o600 },
  );
  chmodSync(file, 0o600);
  return password;
}

/** The hash last stored for the demo password (DATA_DIR/.demo-password-hash, owner-only). */
const hashFile = (dataDir: string) => path.join(dataDir, '.demo-password-hash');
function rememberedHash(dataDir: string): string | undefined {
  try {
    return readFileSync(hashFile(dataDir), 'utf8').trim();
  } catch {
    return undefined;
  }
}
function rememberHash(dataDir: string, passwordHash: string): void {
  writeFileSync(hashFile(dataDir), `${passwordHash}\n`, { mode: 0o600 });
}

/**
 * Makes sure the activated demo account exists in its own kitchen with the password of
 * DATA_DIR/demo-credentials.txt, then applies the demo seeders it has not had yet (and lets the ones
 * it has had keep their data current: `everyStart`).
 */
export async function ensureDemoAccount(
  db: Db,
  dataDir: string,
  log: FastifyBaseLogger,
  seeders: DemoSeeder[] = demoSeeders,
  clock: Clock = systemClock,
): Promise<DemoCredentials | undefined> {
  const repo = accountsRepository(db);
  let user = await repo.findByLogin(DEMO_LOGIN);
  if (user && user.email.toLowerCase() !== DEMO_EMAIL) {
    log.warn('the login "demo" belongs to a real user: no demo account on this database');
    return undefined;
  }
  const password = demoPassword(dataDir);
  if (!user) {
    const passwordHash = await hashPassword(password);
    user = await db.transaction((tx) =>
      accountsRepository(tx).createWithKitchen(
        {
          login: DEMO_LOGIN,
          email: DEMO_EMAIL,
          firstName: 'Demo',
          lastName: 'Chef',
          passwordHash,
          activated: true,
          langKey: 'en',
        },
        'Demo kitchen',
      ),
    );
    rememberHash(dataDir, passwordHash);
    log.info({ userId: user.id, kitchenId: user.kitchenId }, 'demo account created');
  } else if (!user.activated || rememberedHash(dataDir) !== user.passwordHash) {
    // Checking the password costs a scrypt hash: only when the stored hash is not the one we set.
    if (!user.activated || !(await verifyPassword(password, user.passwordHash))) {
      // Someone reset the password or the credentials file was replaced: the file is the truth.
      const passwordHash = await hashPassword(password);
      await repo.setPasswordHash(user.id, passwordHash);
      await repo.activate(user.id);
      rememberHash(dataDir, passwordHash);
    } else if (user.passwordHash !== null) {
      // (Always the case here: the password matched.)
      rememberHash(dataDir, user.passwordHash);
    }
  }

  // The hash as stored now (created, restored or unchanged above): the cook's is the same.
  const passwordHash = (await repo.findByLogin(DEMO_LOGIN))?.passwordHash;
  const cook = passwordHash ? await ensureDemoCook(db, { ...user, passwordHash }, log) : false;

  for (const seeder of seeders) {
    const { kitchenId, id: userId, login } = user;
    await db.transaction(async (tx) => {
      const [done] = await tx
        .select()
        .from(demoSeeds)
        .where(and(eq(demoSeeds.kitchenId, kitchenId), eq(demoSeeds.name, seeder.name)));
      const context = { tx, kitchenId, userId, actor: { id: userId, login, kitchenId }, log, clock };
      if (done) {
        await seeder.everyStart?.(context);
        return;
      }
      await seeder.seed(context);
      await tx.insert(demoSeeds).values({ kitchenId, name: seeder.name });
      log.info({ seeder: seeder.name }, 'demo data seeded');
    });
  }
  return {
    login: DEMO_LOGIN,
    email: DEMO_EMAIL,
    password,
    ...(cook ? { cookLogin: DEMO_COOK_LOGIN, cookEmail: DEMO_COOK_EMAIL } : {}),
  };
}
