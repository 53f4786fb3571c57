import { billedGuests, eventRevenue, foodCostPercentOfRevenue } from '../costing/event-food-cost-percent.ts';
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
  /** Σ each event's revenue (price per guest × billed guests); an event without a price adds nothing. */
  revenue: number;
  /** The food cost of the events that have revenue. */
  foodCost: number;
  /** foodCost ÷ revenue × 100; null without revenue. */
  foodCostPercent: number | null;
};

/**
 * The calendar header's totals of the events shown: how many, their guests, revenue and food cost %.
 * A cancelled event is never counted (it is neither served nor billed). The food cost % is the one
 * rule of costing/event-food-cost-percent.ts over the events that have a price (Σ food cost ÷
 * Σ revenue), so an unpriced event does not inflate it, and for one event it is that event's
 * dialog and BEO figure.
 */
export function eventTotals(events: ReadonlyArray<TTotalledEvent>): TEventTotals {
  let count = 0;
  let guests = 0;
  let revenue = 0;
  let foodCost = 0;
  for (const event of events) {
    if (event.status === 'CANCELLED') continue;
    count += 1;
    guests += billedGuests(event) ?? 0;
    const own = eventRevenue(event);
    if (own !== null) {
      revenue += own;
      foodCost += event.foodCost;
    }
  }
  return {
    events: count,
    guests,
    revenue,
    foodCost,
    foodCostPercent: foodCostPercentOfRevenue(foodCost, revenue),
  };
}
