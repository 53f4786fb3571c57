import { describe, expect, it } from 'vitest';
import { eventTotals } from './totals.ts';

describe('eventTotals', () => {
  const event = (over: Partial<Parameters<typeof eventTotals>[0][number]>) => ({
    status: 'DEFINITE' as const,
    guestCount: 100,
    guaranteedCount: null,
    pricePerGuest: null,
    foodCost: 0,
    ...over,
  });

  it('bills the guarantee where given, else the expected guests, and sets food cost against revenue', () => {
    const totals = eventTotals([
      // 120 guaranteed × $85 = $10,200 revenue; food cost $2,550
      event({ guestCount: 130, guaranteedCount: 120, pricePerGuest: 85, foodCost: 2550 }),
      // 40 expected × $30 = $1,200 revenue; food cost $390
      event({ status: 'TENTATIVE', guestCount: 40, pricePerGuest: 30, foodCost: 390 }),
      // no price: its 25 guests count, its $200 of food does not weigh on the %
      event({ status: 'INQUIRY', guestCount: 25, foodCost: 200 }),
    ]);
    // guests 120 + 40 + 25 = 185; revenue 10,200 + 1,200 = 11,400; food cost 2,550 + 390 = 2,940;
    // 2,940 ÷ 11,400 × 100 = 25.789…%
    expect(totals).toEqual({
      events: 3,
      guests: 185,
      revenue: 11_400,
      foodCost: 2940,
      foodCostPercent: expect.closeTo(25.789, 3),
    });
  });

  it('never counts a cancelled event, and has no food cost % without revenue', () => {
    expect(
      eventTotals([
        event({ status: 'CANCELLED', pricePerGuest: 90, foodCost: 900 }),
        event({ guestCount: 60, foodCost: 120 }),
      ]),
    ).toEqual({ events: 1, guests: 60, revenue: 0, foodCost: 0, foodCostPercent: null });
  });
});
