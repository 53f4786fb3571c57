import type { Db } from '../../db/client.ts';
import { membershipsRepository } from './memberships.repository.ts';

/** The name a new user's own kitchen gets. */
export const kitchenNameFor = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}'s kitchen`;

/**
 * The kitchen a sign-in opens: the one the user last worked in while they still belong to
 * it, else their oldest membership, else — removed from every kitchen — a new kitchen of their own, so
 * an account always has somewhere to work.
 */
export async function kitchenToSignInto(
  db: Db,
  user: { id: number; kitchenId: number; firstName: string; lastName: string },
): Promise<number> {
  const kitchens = await membershipsRepository(db).kitchensOf(user.id);
  if (kitchens.some((k) => k.id === user.kitchenId)) return user.kitchenId;
  return db.transaction(async (tx) => {
    const r = membershipsRepository(tx);
    const kitchenId = kitchens[0]?.id ?? (await r.createOwnKitchen(user.id, kitchenNameFor(user)));
    await r.rememberKitchen(user.id, kitchenId);
    return kitchenId;
  });
}
