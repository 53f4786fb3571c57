import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { kitchenMembers, users } from '../db/schema/index.ts';
import { recordActivity } from '../modules/activity/record-activity.ts';

export const DEMO_COOK_LOGIN = 'demo-cook';
export const DEMO_COOK_EMAIL = 'demo-cook@brigade.local';

/**
 * A cook of the demo kitchen: signing in as demo-cook@brigade.local with the demo's password shows what
 * a cook sees (recipes, prep lists and the calendar read-only, no vendors' edit dialogs) without
 * inviting a second e-mail address. Made once, when missing: if the demo's owner removes the cook,
 * the cook stays removed (and a later sign-in gets a kitchen of their own, as any removed member).
 * Its password is the demo's, stored as the very same hash, so the two follow each other when the
 * credentials file changes, without a second scrypt at start.
 */
export async function ensureDemoCook(
  db: Db,
  demo: { id: number; login: string; kitchenId: number; passwordHash: string },
  log: FastifyBaseLogger,
): Promise<boolean> {
  const [cook] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.login})`, DEMO_COOK_LOGIN));
  if (cook) {
    if (cook.email.toLowerCase() !== DEMO_COOK_EMAIL) {
      log.warn(`the login "${DEMO_COOK_LOGIN}" belongs to a real user: no demo cook on this database`);
      return false;
    }
    if (cook.passwordHash !== demo.passwordHash) {
      // The credentials file changed (or the cook changed the password in the app): the file is the truth.
      await db
        .update(users)
        .set({ passwordHash: demo.passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, cook.id));
    }
    return true;
  }
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        login: DEMO_COOK_LOGIN,
        email: DEMO_COOK_EMAIL,
        firstName: 'Demo',
        lastName: 'Cook',
        passwordHash: demo.passwordHash,
        activated: true,
        langKey: 'en',
        // The kitchen a sign-in opens: the demo's, where the cook is a member.
        kitchenId: demo.kitchenId,
      })
      .returning({ id: users.id });
    await tx.insert(kitchenMembers).values({ kitchenId: demo.kitchenId, userId: created.id, role: 'cook' });
    await recordActivity(
      tx,
      { id: created.id, login: DEMO_COOK_LOGIN, kitchenId: demo.kitchenId },
      {
        entityType: 'member',
        entityId: created.id,
        action: 'created',
        name: 'Demo Cook',
        changes: { role: [null, 'cook'] },
      },
      new Date(),
    );
  });
  log.info({ kitchenId: demo.kitchenId }, 'demo cook created');
  return true;
}
