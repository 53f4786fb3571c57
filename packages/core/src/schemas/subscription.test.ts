import { describe, expect, it } from 'vitest';
import { ZFoodSearchQuery } from './food.ts';
import { monthlyPriceLabel, ZCreateSubscriptionRequest } from './subscription.ts';

describe('payment and food database shapes', () => {
  it('shows unit_amount ÷ 100 per month (spec 9)', () => {
    expect(monthlyPriceLabel(1200)).toBe('$12.00 / month');
    expect(monthlyPriceLabel(999)).toBe('$9.99 / month');
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
