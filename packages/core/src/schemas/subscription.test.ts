import { describe, expect, it } from 'vitest';
import { ZFoodSearchQuery } from './food.ts';
import { monthlyPriceLabel, ZCreateSubscriptionRequest } from './subscription.ts';

describe('payment and food database shapes', () => {
  it('shows unit_amount ÷ 100 per month (spec 9)', () => {
    expect(monthlyPriceLabel(1200)).toBe('$12.00 / month');
    expect(monthlyPriceLabel(999)).toBe('$9.99 / month');
    // 2500 cents ÷ 100 = 25 euros; 1234567 cents ÷ 100 = 12,345.67 dollars.
    expect(monthlyPriceLabel(2500, 'eur')).toBe('€25.00 / month');
    expect(monthlyPriceLabel(1234567, 'usd')).toBe('$12,345.67 / month');
  });

  it('reads the request bodies and queries', () => {
    expect(ZCreateSubscriptionRequest.safeParse({ priceId: '' }).success).toBe(false);
    expect(ZFoodSearchQuery.parse({ searchText: ' flour ' })).toEqual({
      searchText: 'flour',
      page: 0,
      limit: 250,
    });
  });
});
