import { describe, expect, it } from 'vitest';
import { eventTotals } from '../events/totals.ts';
import { ALMOND_CAKE as cake, PANNA_COTTA as pannaCotta } from '../testing/desserts.ts';
import { eventFigures, eventsFoodCost } from './event-figures.ts';
import { eventFiguresOfCosts } from './event-figures-of-costs.ts';
import { billedGuests, eventRevenue, foodCostPercentOfRevenue } from './event-food-cost-percent.ts';
import { menuItemCost } from './menu-item-cost.ts';

describe("an event's food cost %: one rule for the calendar header, the dialog and the BEO", () => {
  // 100 guests expected, 95 guaranteed, $40.00 a guest. Panna cotta ($0.50 a serving) with no prep
  // quantity, so made for the 100 expected guests; almond cake ($3.00) made for 100.
  //   food cost = 100 × $0.50 + 100 × $3.00 = $50 + $300 = $350.00
  //   revenue   = $40.00 × 95 billed guests = $3,800.00
  //   food cost % = 350 ÷ 3,800 × 100 = 9.210526… %
  //   per guest   = 350 ÷ 95 = $3.684210…; ÷ $40.00 = the same 9.210526… %
  // (Before, the dialog divided by the 100 expected guests: 350 ÷ 100 ÷ 40 = 8.75 %, while the header
  // showed 9.21 % for the same event.)
  const event = { guestCount: 100, guaranteedCount: 95, pricePerGuest: 40 };
  const lines = [
    { menuItem: pannaCotta, prepQuantity: null },
    { menuItem: cake, prepQuantity: 100 },
  ];

  it('sets the food cost at the prep quantities against price × billed guests', () => {
    const saved = eventFigures(lines, event);
    expect(saved.foodCost).toBeCloseTo(350, 10);
    expect(saved.foodCostPerGuest).toBeCloseTo(3.684211, 6);
    expect(saved.foodCostPercent).toBeCloseTo(9.210526, 6);
    expect(eventRevenue(event)).toBe(3800);
  });

  it('shows in the header for that one event exactly what the dialog and the BEO show', () => {
    // The dialog prices from each line's cost per serving as the API sends it (the BEO prints the
    // server's eventFigures); the header totals the list row's food cost (eventsFoodCost).
    const dialog = eventFiguresOfCosts(
      lines.map((l) => ({
        costPerServing: menuItemCost(l.menuItem).perServing,
        prepQuantity: l.prepQuantity,
      })),
      event,
    );
    const beo = eventFigures(lines, event);
    const listed = eventsFoodCost([{ key: 1, guestCount: event.guestCount, lines }]).get(1)!;
    const header = eventTotals([{ status: 'DEFINITE', ...event, foodCost: listed }]);

    expect(header).toMatchObject({ events: 1, guests: 95, revenue: 3800 });
    expect(header.foodCost).toBe(dialog.foodCost);
    expect(header.foodCostPercent).toBe(dialog.foodCostPercent);
    expect(header.foodCostPercent).toBe(beo.foodCostPercent);
    expect(header.foodCostPercent).toBeCloseTo(9.210526, 6);
    // The dialog's per guest is of the same billed guests: per guest ÷ price is the same %.
    expect(((dialog.foodCostPerGuest ?? 0) / event.pricePerGuest) * 100).toBeCloseTo(
      header.foodCostPercent ?? 0,
      10,
    );
  });

  it('bills the guest count until a guarantee is given, and has no % without a price or guests', () => {
    expect(billedGuests({ guestCount: 100, guaranteedCount: null })).toBe(100);
    expect(billedGuests({ guestCount: 100, guaranteedCount: 95 })).toBe(95);
    expect(billedGuests({ guestCount: null, guaranteedCount: undefined })).toBeNull();
    // No guarantee: $350 ÷ (100 × $40 = $4,000) = 8.75 %, in the dialog and in the header alike.
    const unguaranteed = { ...event, guaranteedCount: null };
    const figures = eventFigures(lines, unguaranteed);
    expect(figures.foodCostPercent).toBeCloseTo(8.75, 10);
    expect(
      eventTotals([{ status: 'DEFINITE', ...unguaranteed, foodCost: figures.foodCost }]).foodCostPercent,
    ).toBe(figures.foodCostPercent);
    expect(eventRevenue({ ...event, pricePerGuest: null })).toBeNull();
    expect(eventRevenue({ ...event, pricePerGuest: 0 })).toBeNull();
    expect(eventRevenue({ guestCount: 0, guaranteedCount: null, pricePerGuest: 40 })).toBeNull();
    expect(foodCostPercentOfRevenue(350, null)).toBeNull();
    expect(foodCostPercentOfRevenue(350, 0)).toBeNull();
  });
});
