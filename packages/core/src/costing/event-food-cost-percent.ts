/**
 * THE RULE for an event's food cost % (docs/rules/costing.md, "An event's food cost"), in one place:
 *
 *   food cost %  = food cost (at the prep quantities) ÷ revenue × 100
 *   revenue      = price per guest × billed guests
 *   billed guests = the guaranteed count once given, else the guest count
 *   per guest    = food cost ÷ billed guests (so per guest ÷ price per guest is the same %)
 *
 * Over several events (the calendar header) it is Σ food cost ÷ Σ revenue of the events that have a
 * price, through the same `foodCostPercentOfRevenue`: the header for one event is, to the bit, the event
 * dialog's and the BEO's figure. The client pays for the guarantee, so that is what the food is set
 * against; the kitchen still prepares for the guest count (the prep-quantity default), and that food is
 * in the food cost.
 */

/** What the rule reads of an event: saved, listed, or still a draft in the dialog. */
export type TBilledEvent = {
  guestCount: number | null | undefined;
  guaranteedCount: number | null | undefined;
  pricePerGuest: number | null | undefined;
};

/** The guests an event is billed for: the guarantee once given, else the expected count; null with neither. */
export function billedGuests(event: Pick<TBilledEvent, 'guestCount' | 'guaranteedCount'>): number | null {
  const billed = event.guaranteedCount ?? event.guestCount;
  return typeof billed === 'number' ? billed : null;
}

/** Price per guest × billed guests; null without a price above 0 or without billed guests above 0. */
export function eventRevenue(event: TBilledEvent): number | null {
  const billed = billedGuests(event);
  const price = event.pricePerGuest;
  return typeof price === 'number' && price > 0 && billed !== null && billed > 0 ? price * billed : null;
}

/** food cost ÷ revenue × 100; null without revenue. One event's or the sums of many. */
export function foodCostPercentOfRevenue(foodCost: number, revenue: number | null): number | null {
  return revenue !== null && revenue > 0 ? (foodCost / revenue) * 100 : null;
}
