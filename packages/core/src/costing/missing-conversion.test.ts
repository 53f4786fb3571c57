import { describe, expect, it } from 'vitest';
import { WEIGHT_UNITS } from '../enums/units.ts';
import type { TIngredientData } from '../model/recipe-tree.ts';
import { ingredientCost } from './ingredient-cost.ts';
import {
  costableUnits,
  missingConversion,
  missingConversionText,
  unitChoicesFor,
} from './missing-conversion.ts';

// The demo kitchen's chicken: $90 per 40 Pound, one breast weighs 250 g.
const chicken: TIngredientData = {
  name: 'Boneless Chicken Breast',
  cost: 90,
  costAmount: 40,
  costUnits: 'Pound',
  conversions: [{ quantityStart: 1, unitsStart: 'Each', quantityEnd: 250, unitsEnd: 'Gram' }],
};

describe('costableUnits and unitChoicesFor', () => {
  it('lists the weights and Each for chicken bought by the pound, and not the volumes', () => {
    expect(costableUnits(chicken)).toEqual(['Each', 'Gram', 'Ounce', 'Pound', 'Kilogram', 'Milligram']);
    const { costable, others } = unitChoicesFor(chicken);
    expect(costable).toHaveLength(6);
    expect(others).toEqual([
      'Cup',
      'Fluid Ounce',
      'Gallon',
      'Pinch',
      'Pint',
      'Tablespoon',
      'Teaspoon',
      'Liter',
      'Milliliter',
      'Slice',
      'Quart',
    ]);
  });

  it('lists nothing as costable without a cost or cost units, or without an ingredient', () => {
    expect(costableUnits({ ...chicken, cost: null })).toEqual([]);
    expect(costableUnits({ ...chicken, costUnits: null })).toEqual([]);
    expect(unitChoicesFor(null).costable).toEqual([]);
    expect(unitChoicesFor(null).others).toHaveLength(17);
  });

  it('lists the weights only for an ingredient without conversions', () => {
    expect(costableUnits({ name: 'Flour', cost: 20, costAmount: 50, costUnits: 'Pound' })).toEqual(
      WEIGHT_UNITS,
    );
  });
});

describe('missingConversion', () => {
  it('asks what a cup of chicken weighs, and that conversion costs the line', () => {
    const missing = missingConversion(chicken, 'Cup');
    expect(missing).toEqual({ from: 'Cup', to: 'Gram', costUnits: 'Pound' });
    expect(missingConversionText(chicken.name, missing!)).toBe(
      'Needs a conversion: 1 Cup of Boneless Chicken Breast = ? Gram (it is costed per Pound)',
    );
    // The chef weighs a cup: 140 g. 1/2 Cup = 70 g = 70 ÷ 453.59237 lb = 0.1543236 lb;
    // × ($90 ÷ 40 = $2.25 / lb) = $0.347228.
    const withIt = {
      ...chicken,
      conversions: [
        ...(chicken.conversions ?? []),
        { quantityStart: 1, unitsStart: 'Cup', quantityEnd: 140, unitsEnd: 'Gram' },
      ],
    };
    const cost = ingredientCost(withIt, 0.5, 'Cup');
    expect(cost.ok && cost.cost).toBeCloseTo(0.347228, 6);
  });

  it('keeps the line’s own units on the side they belong to', () => {
    // Olive oil bought by the gallon, used by the ounce (a weight): weigh a cup, in ounces.
    const oil = { name: 'Olive Oil', cost: 60, costAmount: 1, costUnits: 'Gallon' };
    expect(missingConversion(oil, 'Ounce')).toEqual({ from: 'Cup', to: 'Ounce', costUnits: 'Gallon' });
    // Parsley by the each, used by the tablespoon: one bunch, in tablespoons.
    const parsley = { name: 'Parsley', cost: 1.1, costAmount: 1, costUnits: 'Each' };
    expect(missingConversion(parsley, 'Tablespoon')).toEqual({
      from: 'Each',
      to: 'Tablespoon',
      costUnits: 'Each',
    });
    // Cheese by the pound, used by the slice: weigh a slice. Bread by the each, used by the slice.
    expect(
      missingConversion({ name: 'Cheddar', cost: 42, costAmount: 10, costUnits: 'Pound' }, 'Slice'),
    ).toEqual({ from: 'Slice', to: 'Gram', costUnits: 'Pound' });
    expect(missingConversion({ name: 'Bread', cost: 4, costAmount: 1, costUnits: 'Each' }, 'Slice')).toEqual({
      from: 'Slice',
      to: 'Each',
      costUnits: 'Each',
    });
    // Milk by the gallon, used by the pinch: measure a pinch.
    expect(missingConversion({ name: 'Milk', cost: 4, costAmount: 1, costUnits: 'Gallon' }, 'Pinch')).toEqual(
      {
        from: 'Pinch',
        to: 'Cup',
        costUnits: 'Gallon',
      },
    );
  });

  it('answers null when the line can be costed or its problem is not a conversion', () => {
    expect(missingConversion(chicken, 'Ounce')).toBeNull();
    expect(missingConversion(chicken, 'Each')).toBeNull();
    expect(missingConversion(chicken, '')).toBeNull();
    expect(missingConversion({ ...chicken, cost: null }, 'Cup')).toBeNull();
    expect(missingConversion({ ...chicken, costUnits: null }, 'Cup')).toBeNull();
    expect(missingConversion(null, 'Cup')).toBeNull();
  });
});
