import { boolean, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { kitchens } from './accounts.ts';

/**
 * A kitchen's Stripe customer and subscription, as the webhooks last told us. No row: the
 * kitchen never went to the payment screen. The free trial is not stored: it runs TRIAL_DAYS from the
 * kitchen's creation (kitchens.created_at). Only ever updated, never deleted with anything the kitchen made.
 */
export const kitchenSubscriptions = pgTable(
  'kitchen_subscriptions',
  {
    kitchenId: integer('kitchen_id')
      .primaryKey()
      .references(() => kitchens.id, { onDelete: 'cascade' }),
    stripeCustomerId: varchar('stripe_customer_id', { length: 255 }).notNull(),
    /** The subscription the kitchen pays (or is paying) with; null until Next on /products. */
    stripeSubscriptionId: varchar('stripe_subscription_id', { length: 255 }),
    /** Stripe's status: incomplete, active, past_due, canceled, … */
    status: varchar('status', { length: 40 }),
    priceId: varchar('price_id', { length: 255 }),
    /** The next payment, or the end of access once cancelAtPeriodEnd. */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /**
     * `created` of the newest event applied: Stripe does not deliver events in order, so an older one
     * arriving late must not overwrite a newer state.
     */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kitchen_subscriptions_customer_key').on(t.stripeCustomerId),
    uniqueIndex('kitchen_subscriptions_subscription_key').on(t.stripeSubscriptionId),
  ],
);

/** Webhook events already applied, by Stripe's event id: a replayed or retried event changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: varchar('id', { length: 255 }).primaryKey(),
  type: varchar('type', { length: 100 }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
