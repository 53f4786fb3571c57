import { describe, expect, it } from 'vitest';
import { combineAllergenSummaries } from './combine.ts';

describe('combineAllergenSummaries', () => {
  it('joins the allergens in list order and names each unreviewed ingredient once', () => {
    const menu = combineAllergenSummaries([
      { allergens: ['WHEAT', 'MILK'], notReviewed: ['Saffron'] },
      { allergens: ['SESAME', 'MILK'], notReviewed: ['Saffron', 'Sumac'] },
    ]);
    // Milk, Eggs, Wheat, … Sesame is the list's order; Milk appears once.
    expect(menu).toEqual({ allergens: ['MILK', 'WHEAT', 'SESAME'], notReviewed: ['Saffron', 'Sumac'] });
  });

  it('of nothing is nothing (and says nothing was left unreviewed)', () => {
    expect(combineAllergenSummaries([])).toEqual({ allergens: [], notReviewed: [] });
  });
});
