import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { conversionIssues, ingredientCompleteness, ingredientSaveIssues } from './ingredient.ts';

const complete = {
  name: 'Flour',
  category: 'Grains and Pasta',
  vendor: { id: 1 },
  cost: 20,
  costUnits: 'Pound',
  conversions: [{ quantityStart: 1, unitsStart: 'Cup', quantityEnd: 125, unitsEnd: 'Gram' }],
};

describe('ingredient completeness (spec 4/5)', () => {
  it('is complete with every field', () => {
    expect(ingredientCompleteness(complete)).toEqual({ complete: true, messages: [], issues: [] });
  });

  it('lists every missing field with the spec text', () => {
    expect(ingredientCompleteness({ name: '  ', conversions: [] }).messages).toEqual([
      'Ingredient name is required',
      'Category is required',
      'Vendor is required',
      'Please enter the cost',
      'Cost units are required',
    ]);
    expect(ingredientCompleteness({ ...complete, cost: 0 }).messages).toEqual([
      'Please enter a value greater than $0.00',
    ]);
    expect(ingredientCompleteness({ ...complete, cost: 1e-8 }).complete).toBe(true);
  });

  it('checks every conversion row', () => {
    expect(conversionIssues({}, ['conversions', 0])).toEqual([
      { path: ['conversions', 0, 'quantityStart'], message: 'Starting quantity is required' },
      { path: ['conversions', 0, 'unitsStart'], message: 'Starting units are required' },
      { path: ['conversions', 0, 'quantityEnd'], message: 'Ending quantity is required' },
      { path: ['conversions', 0, 'unitsEnd'], message: 'Ending units are required' },
    ]);
    const c = ingredientCompleteness({
      ...complete,
      conversions: [{ ...complete.conversions[0], quantityEnd: 0 }],
    });
    expect(c.messages).toEqual([MSG.valueGreaterThanZero]);
  });

  it('the save minimum is a name, a category and a vendor', () => {
    expect(ingredientSaveIssues({ name: 'Flour', category: 'Grains and Pasta', vendor: { id: 1 } })).toEqual(
      [],
    );
    expect(ingredientSaveIssues({}).map((i) => i.message)).toEqual([
      'Ingredient must have a name',
      'Ingredient must have a category',
      'Vendor is required',
    ]);
  });
});
