import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { kitchenSubscriptions, kitchens, stripeEvents, users } from '../../db/schema/index.ts';

export type SubscriptionRow = typeof kitchenSubscriptions.$inferSelect;

/** What Stripe says of a subscription, in our columns. */
export type SubscriptionSnapshot = {
  stripeSubscriptionId: string;
  status: string;
  priceId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/** A kitchen as billing sees it: when it was created (its trial) and its subscription row, if any. */
export type KitchenBilling = {
  kitchenId: number;
  kitchenName: string;
  createdAt: Date;
  row: SubscriptionRow | null;
};

/** The kitchen_subscriptions and stripe_events tables (db/schema/billing.ts). */
export function billingRepository(db: Executor) {
  return {
    /** One indexed read: what the write gate needs on every write of a kitchen. */
    async kitchen(kitchenId: number): Promise<KitchenBilling | undefined> {
      const [found] = await db
        .select({
          kitchenId: kitchens.id,
          kitchenName: kitchens.name,
          createdAt: kitchens.createdAt,
          row: kitchenSubscriptions,
        })
        .from(kitchens)
        .leftJoin(kitchenSubscriptions, eq(kitchenSubscriptions.kitchenId, kitchens.id))
        .where(eq(kitchens.id, kitchenId));
      return found;
    },

    async userEmail(userId: number): Promise<string | undefined> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email;
    },

    /**
     * Keeps the kitchen's Stripe customer. Two requests racing both got the same customer from Stripe
     * (one idempotency key per kitchen), so the first one stored wins and is returned to both.
     */
    async saveCustomer(kitchenId: number, customerId: string): Promise<string> {
      await db
        .insert(kitchenSubscriptions)
        .values({ kitchenId, stripeCustomerId: customerId })
        .onConflictDoNothing({ target: kitchenSubscriptions.kitchenId });
      const [row] = await db
        .select({ id: kitchenSubscriptions.stripeCustomerId })
        .from(kitchenSubscriptions)
        .where(eq(kitchenSubscriptions.kitchenId, kitchenId));
      return row.id;
    },

    /** The kitchen's subscription as Stripe answered a call of ours (create, retrieve, update). */
    async saveSubscription(
      kitchenId: number,
      snapshot: SubscriptionSnapshot,
      now: Date,
    ): Promise<SubscriptionRow> {
      const [row] = await db
        .update(kitchenSubscriptions)
        .set({ ...snapshot, updatedAt: now })
        .where(eq(kitchenSubscriptions.kitchenId, kitchenId))
        .returning();
      return row;
    },

    /**
     * Applies a webhook's subscription to the kitchen whose customer it belongs to, unless the kitchen
     * pays with another subscription (a late event of an abandoned one) or a newer event was applied
     * already. Returns whether a row changed.
     */
    async applyEvent(
      customerId: string,
      snapshot: SubscriptionSnapshot,
      eventAt: Date,
      now: Date,
    ): Promise<boolean> {
      const changed = await db
        .update(kitchenSubscriptions)
        .set({ ...snapshot, lastEventAt: eventAt, updatedAt: now })
        .where(
          and(
            eq(kitchenSubscriptions.stripeCustomerId, customerId),
            or(
              isNull(kitchenSubscriptions.stripeSubscriptionId),
              eq(kitchenSubscriptions.stripeSubscriptionId, snapshot.stripeSubscriptionId),
            ),
            or(isNull(kitchenSubscriptions.lastEventAt), lte(kitchenSubscriptions.lastEventAt, eventAt)),
          ),
        )
        .returning({ kitchenId: kitchenSubscriptions.kitchenId });
      return changed.length > 0;
    },

    /** Records a webhook event; false when it was recorded before (a replay or Stripe's retry). */
    async recordEvent(id: string, type: string, now: Date): Promise<boolean> {
      const inserted = await db
        .insert(stripeEvents)
        .values({ id, type, receivedAt: now })
        .onConflictDoNothing({ target: stripeEvents.id })
        .returning({ id: stripeEvents.id });
      return inserted.length > 0;
    },
  };
}
