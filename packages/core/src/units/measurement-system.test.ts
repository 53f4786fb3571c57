import { describe, expect, it } from 'vitest';
import { planPreplist } from '../preplist/planner.ts';
import { cookMeasure } from './cook-measure.ts';
import { inSystem } from './measurement-system.ts';

describe("a kitchen's measurement system", () => {
  it('moves standard quantities across systems by exact factors, and leaves the rest', () => {
    // 2 cups = 2 × 236.5882365 ml = 473.176473 ml
    expect(inSystem(2, 'Cup', 'metric')).toEqual({ quantity: 2 * 236.5882365, unit: 'Milliliter' });
    // 500 g = 500 ÷ 28.349523125 oz = 17.636981 oz
    const oz = inSystem(500, 'Gram', 'us');
    expect(oz.unit).toBe('Ounce');
    expect(oz.quantity).toBeCloseTo(500 / 28.349523125, 12);
    expect(inSystem(3, 'Cup', 'us')).toEqual({ quantity: 3, unit: 'Cup' });
    expect(inSystem(12, 'Each', 'metric')).toEqual({ quantity: 12, unit: 'Each' });
    expect(inSystem(2, 'Cup', undefined)).toEqual({ quantity: 2, unit: 'Cup' });
  });

  it('shows a cook measure in the system: best unit of its ladder, weights in decimals', () => {
    // metric volumes in decimals, as weights (a sixteenth of a milliliter is no kitchen measure)
    expect(cookMeasure(2, 'Cup', null, 'metric').text).toBe('473.18 Milliliters');
    // 1 gallon = 3785.411784 ml = 3.785412 l → 3.79 Liters
    expect(cookMeasure(1, 'Gallon', null, 'metric').text).toBe('3.79 Liters');
    // 2.5 lb = 1133.980925 g → 1.13 kg
    expect(cookMeasure(2.5, 'Pound', null, 'metric').text).toBe('1.13 Kilograms');
    // 750 g in US: 26.455471 oz → 1.653467 lb → 1.65 Pounds
    expect(cookMeasure(750, 'Gram', null, 'us').text).toBe('1.65 Pounds');
    // 1 l in US: 202.884136 tsp → 4.226753 cups → 1.056688 qt → 1 1/16 Quarts
    expect(cookMeasure(1, 'Liter', null, 'us').text).toBe('1 1/16 Quarts');
    expect(cookMeasure(24.5, 'Each', null, 'metric').text).toBe('25 Each');
    // a solid past 4 cups is weighed in the system's weight unit, by the unit's own conversion:
    // 10 cups of sugar at "1 Cup = 200 g" = 2000 g = 2 Kilograms in metric, 4.41 Pounds in US
    const sugar = {
      name: 'Sugar',
      conversions: [{ quantityStart: 1, unitsStart: 'Cup', quantityEnd: 200, unitsEnd: 'Gram' }],
    };
    expect(cookMeasure(10, 'Cup', sugar, 'metric').text).toBe('2 Kilograms');
    expect(cookMeasure(10, 'Cup', sugar, 'us').text).toBe('4.41 Pounds'); // 2000 ÷ 453.59237
  });

  it("prints a prep list in the kitchen's measures", () => {
    const soup = {
      id: 1,
      name: 'Soup',
      team: 'Banquets',
      yieldQuantity: 1,
      yieldUnits: 'Quart',
      recipeIngredients: [
        { id: 1, ingredient: { id: 7, name: 'Cream' }, yieldQuantity: 1, yieldUnits: 'Cup' },
      ],
      recipeSubRecipes: [],
    };
    const item = {
      name: 'Soup Bowl',
      servings: 1,
      menuItemRecipes: [{ id: 1, recipe: soup, yieldQuantity: 1, yieldUnits: 'Quart' }],
    };
    // 10 orders: 10 quarts of soup (9.463529 l → 9.46 Liters), 10 cups of cream (2.365882 l → 2.37 Liters)
    const metric = planPreplist([{ menuItem: item, prepQuantity: 10 }], { system: 'metric' });
    const prep = metric.teamPreplists[0].preplistSections[0].preplistItems[0].prepRecipes[0];
    expect(prep.display?.text).toBe('9.46 Liters');
    expect(prep.recipeIngredients[0].display?.text).toBe('2.37 Liters');
    expect(metric.totals[0].display.text).toBe('2.37 Liters');
    // US (the default): as written
    const us = planPreplist([{ menuItem: item, prepQuantity: 10 }]);
    expect(us.teamPreplists[0].preplistSections[0].preplistItems[0].prepRecipes[0].display?.text).toBe(
      '2 1/2 Gallons',
    );
  });
});
