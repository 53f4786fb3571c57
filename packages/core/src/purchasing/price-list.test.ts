import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { type PriceListIngredient, priceListPreview, priceListRefusal } from './price-list.ts';

const flour: PriceListIngredient = {
  id: 1,
  name: 'All-purpose Flour',
  category: 'Dry goods',
  cost: 12.5,
  costAmount: 25,
  costUnits: 'Pound',
};
const butter: PriceListIngredient = {
  id: 2,
  name: 'Butter',
  category: 'Dairy',
  cost: 4,
  costAmount: 1,
  costUnits: 'Pound',
};
const creme = { id: 3, name: 'Crème fraîche', category: 'Dairy', cost: null, costAmount: 1, costUnits: null };
const cremeToo = { ...creme, id: 4, category: 'Pastry' };

describe('priceListPreview', () => {
  it('matches names folded, keeps the same price as unchanged and lists the new one as a change', () => {
    const result = priceListPreview(
      [
        { line: 2, name: '  all purpose FLOUR ', cost: '13.75', costAmount: '25', costUnits: 'Pound' },
        { line: 3, name: 'butter', cost: 4, costAmount: null, costUnits: 'Pound' },
        { line: 4, name: 'Saffron', cost: 9, costAmount: 1, costUnits: 'oz' },
      ],
      [flour, butter],
    );
    expect(result).toEqual({
      applied: false,
      changes: [
        {
          line: 2,
          ingredientId: 1,
          name: 'All-purpose Flour',
          before: { cost: 12.5, costAmount: 25, costUnits: 'Pound' },
          after: { cost: 13.75, costAmount: 25, costUnits: 'Pound' },
        },
      ],
      unchanged: 1,
      unmatched: [{ line: 4, name: 'Saffron' }],
      errors: [],
    });
  });

  it('names the line of an empty name, an ambiguous name, a second price and a refused cost', () => {
    const result = priceListPreview(
      [
        { line: 2, name: ' ', cost: 1, costAmount: 1, costUnits: 'Pound' },
        { line: 3, name: 'creme fraiche', cost: 3, costAmount: 1, costUnits: 'Pound' },
        { line: 4, name: 'Butter', cost: 5, costAmount: 1, costUnits: 'Pound' },
        { line: 5, name: 'BUTTER', cost: 6, costAmount: 1, costUnits: 'Pound' },
        { line: 6, name: 'All-purpose Flour', cost: 0, costAmount: 1, costUnits: 'Pound' },
      ],
      [flour, butter, creme, cremeToo],
    );
    expect(result.errors).toEqual([
      { line: 2, message: 'Ingredient name is required' },
      {
        line: 3,
        message:
          'creme fraiche matches 2 ingredients of this vendor (Dairy, Pastry); rename one of them first',
      },
      { line: 5, message: 'Butter is already priced on line 4' },
      { line: 6, message: MSG.costGreaterThanZero },
    ]);
    expect(result.changes.map((c) => c.line)).toEqual([4]);
  });
});

describe('priceListRefusal', () => {
  it('counts the wrong lines and prefixes each message with its line', () => {
    expect(priceListRefusal([{ line: 7, message: 'Butter is already priced on line 4' }])).toEqual({
      message: 'The price list was not applied: 1 line has a problem.',
      errors: [{ field: 'rows.line7', message: 'Line 7: Butter is already priced on line 4' }],
    });
  });
});
