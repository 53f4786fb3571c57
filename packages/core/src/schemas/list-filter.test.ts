import { describe, expect, it } from 'vitest';
import { INGREDIENT_FILTER_FIELDS } from './ingredient.ts';
import { filterParam, filterRows, zFilterQuery } from './list-filter.ts';

const query = zFilterQuery(INGREDIENT_FILTER_FIELDS);
const parse = (text: string) => query.parse(text);
const refusal = (text: string) => query.safeParse(text).error?.issues.map((i) => i.message);

describe('zFilterQuery', () => {
  it('reads field,operator,value by the kind of the field', () => {
    expect(parse('cost,>=,2.5')).toEqual({ field: 'cost', type: 'number', operator: '>=', value: 2.5 });
    // A name is compared folded, accents and case aside; the value may hold commas.
    expect(parse('vendor,contains,Crème, Fraîche')).toEqual({
      field: 'vendor',
      type: 'name',
      operator: 'contains',
      text: 'creme fraiche',
    });
    // A label field: the labels the value names, found here from the list.
    expect(parse('category,contains,DAIRY')).toEqual({
      field: 'category',
      type: 'label',
      labels: ['Dairy and Egg Products'],
      missing: false,
    });
    expect(parse('costUnits,equals,pound')).toMatchObject({ labels: ['Pound'] });
    expect(parse('costUnits,isEmpty')).toEqual({
      field: 'costUnits',
      type: 'label',
      labels: [],
      missing: true,
    });
    expect(parse('cost,isNotEmpty,')).toEqual({
      field: 'cost',
      type: 'number',
      operator: 'isNotEmpty',
      value: null,
    });
    // A filter without its value yet, or none: no filter.
    expect(parse('cost,>,')).toBeUndefined();
    expect(parse('')).toBeUndefined();
    expect(query.parse(undefined)).toBeUndefined();
  });

  it('refuses an unknown field, an operator the field does not take and a number that is not one', () => {
    expect(refusal('colour,contains,red')).toEqual([
      'This list cannot be filtered by "colour": filter by name, cost, costUnits, category, vendor, numberOfConversions, numberOfNutrients, as in filter=name,contains,text.',
    ]);
    expect(refusal('category,>,3')).toEqual([
      '">" is not a filter of category: use contains, equals, isEmpty, isNotEmpty.',
    ]);
    expect(refusal('name,isEmpty')).toEqual(['"isEmpty" is not a filter of name: use contains, startsWith.']);
    expect(refusal('cost,<,cheap')).toEqual(['The filter of cost needs a number, as in filter=cost,>=,5.']);
    expect(refusal('toString,contains,x')?.[0]).toMatch(/cannot be filtered by "toString"/);
  });
});

describe('filterRows (the mocks) and filterParam (the grid)', () => {
  const rows = [
    { id: 1, name: 'All-purpose Flour', cost: 20, costUnits: 'Pound', category: 'Grains and Pasta' },
    { id: 2, name: 'Crème Fraîche', cost: 4.5, costUnits: 'Pound', category: 'Dairy and Egg Products' },
    { id: 3, name: 'Sea Salt', cost: null, costUnits: null, category: 'Spices and Herbs' },
    { id: 4, name: 'Flour Tortillas', cost: 5, costUnits: 'Each', category: 'Baked Products' },
  ];
  const ids = (text: string) =>
    filterRows(rows, parse(text), (row, field) => row[field as keyof typeof row]).map((r) => r.id);

  it('answers what the server’s WHERE answers', () => {
    // 20 and 5 are at least 5; 4.5 is not; a missing cost matches no comparison.
    expect(ids('cost,>=,5')).toEqual([1, 4]);
    expect(ids('cost,!=,5')).toEqual([1, 2]);
    expect(ids('cost,isEmpty')).toEqual([3]);
    expect(ids('costUnits,isNotEmpty')).toEqual([1, 2, 4]);
    expect(ids('name,contains,flour')).toEqual([1, 4]);
    expect(ids('name,startsWith,flour')).toEqual([4]);
    expect(ids('name,contains,creme')).toEqual([2]);
    // "products" is in two categories' labels.
    expect(ids('category,contains,products')).toEqual([2, 4]);
    expect(ids('category,equals,products')).toEqual([]);
  });

  it('writes the grid’s filter item as the query', () => {
    expect(filterParam({ field: 'cost', operator: '>=', value: 5 })).toBe('cost,>=,5');
    expect(filterParam({ field: 'costUnits', operator: 'isEmpty' })).toBe('costUnits,isEmpty,');
  });
});
