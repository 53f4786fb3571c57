import type { TEventStatus } from '../enums/event-statuses.ts';

/** What the totals need of an event (a row of GET /api/events). */
export type TTotalledEvent = {
  status: TEventStatus;
  guestCount: number;
  guaranteedCount: number | null;
  pricePerGuest: number | null;
  /** The event menu's food cost at its prep quantities (costing/event-figures.ts). */
  foodCost: number;
};

export type TEventTotals = {
  events: number;
  /** The guaranteed count where given, else the expected guests. */
  guests: number;
  /** Σ price per guest × guests (as above); an event without a price adds nothing. */
  revenue: number;
  /** The food cost of the events that have a price. */
  foodCost: number;
  /** foodCost ÷ revenue × 100; null without revenue. */
  foodCostPercent: number | null;
};

/** The guests an event is billed for: the guarantee once given, else the expected count. */
export const billedGuests = (event: { guestCount: number; guaranteedCount: number | null }) =>
  event.guaranteedCount ?? event.guestCount;

/**
 * The calendar header's totals of the events shown: how many, their guests, revenue and food cost %.
 * A cancelled event is never counted (it is neither served nor billed). The food cost % sets the food
 * cost of the priced events against their revenue, so an unpriced event does not inflate it.
 */
export function eventTotals(events: ReadonlyArray<TTotalledEvent>): TEventTotals {
  let count = 0;
  let guests = 0;
  let revenue = 0;
  let foodCost = 0;
  for (const event of events) {
    if (event.status === 'CANCELLED') continue;
    count += 1;
    const billed = billedGuests(event);
    guests += billed;
    if (event.pricePerGuest != null && event.pricePerGuest > 0) {
      revenue += event.pricePerGuest * billed;
      foodCost += event.foodCost;
    }
  }
  return {
    events: count,
    guests,
    revenue,
    foodCost,
    foodCostPercent: revenue > 0 ? (foodCost / revenue) * 100 : null,
  };
}
