import { describe, expect, it } from 'vitest';
import { cookMeasure, isLiquid } from './cook-measure.ts';

const butter = {
  name: 'Unsalted Butter',
  conversions: [{ quantityStart: 1, unitsStart: 'Cup', quantityEnd: 227, unitsEnd: 'Gram' }],
};
const milk = {
  name: 'Whole Milk',
  conversions: [{ quantityStart: 1, unitsStart: 'Cup', quantityEnd: 244, unitsEnd: 'Gram' }],
};
const flour = {
  name: 'All-purpose Flour',
  conversions: [{ quantityStart: 1, unitsStart: 'Cup', quantityEnd: 125, unitsEnd: 'Gram' }],
};

describe('cookMeasure: quantities as a cook measures them', () => {
  it('rounds counted units up to whole ones', () => {
    expect(cookMeasure(32.5, 'Each', { name: 'Large Eggs', conversions: [] })).toEqual({
      quantity: 33,
      units: 'Each',
      label: 'Each',
      text: '33 Each',
    });
    expect(cookMeasure(2.1, 'Slice').text).toBe('3 Slices');
    expect(cookMeasure(1, 'Slice').text).toBe('1 Slice');
    // Floating point: 3 × 11 = 33.000000000000004 Each is 33, not 34.
    expect(cookMeasure(3 * 11.000000000000002, 'Each').text).toBe('33 Each');
  });

  it('weighs a solid with a weight conversion once past 4 cups', () => {
    // 1 9/16 gal = 1.5625 × 16 = 25 cups; 25 × 227 g = 5,675 g; ÷ 453.59237 = 12.5112 lb → 12.51 lb.
    expect(cookMeasure(1.5625, 'Gallon', butter)).toEqual({
      quantity: 12.51,
      units: 'Pound',
      label: 'Pounds',
      text: '12.51 Pounds',
    });
    // 3 cups is not past 4: measured by volume.
    expect(cookMeasure(3, 'Cup', butter).text).toBe('3 Cups');
    // Exactly 4 cups (1 quart) is not past 4 either.
    expect(cookMeasure(1, 'Quart', butter).text).toBe('1 Quart');
    // Metric volume → grams: 2 l = 2,000 ml ÷ 236.5882365 = 8.4535 cups; × 125 g = 1,056.69 g → 1.06 kg.
    expect(cookMeasure(2, 'Liter', flour).text).toBe('1.06 Kilograms');
  });

  it('keeps liquids, and solids without a weight conversion, by volume', () => {
    // 2 gallons of milk (32 cups) stay gallons though milk has a weight conversion.
    expect(cookMeasure(2, 'Gallon', milk).text).toBe('2 Gallons');
    // 6 cups of a solid without a weight conversion: its best volume unit, 1 1/2 quarts.
    expect(cookMeasure(6, 'Cup', { name: 'Diced Celery', conversions: [] }).text).toBe('1 1/2 Quarts');
    // Weights stay weights.
    expect(cookMeasure(0.25, 'Pound', butter).text).toBe('4 Ounces');
  });

  it('tells liquids by a word of their name', () => {
    for (const name of [
      'Water',
      'Chicken Stock',
      'Heavy Cream',
      'Olive Oil',
      'Lemon Juice',
      'Red Wine Vinegar',
    ])
      expect(isLiquid(name), name).toBe(true);
    for (const name of ['Unsalted Butter', 'Cream Cheese', 'Milk Powder', 'All-purpose Flour', 'Oilseed'])
      expect(isLiquid(name), name).toBe(false);
  });
});
