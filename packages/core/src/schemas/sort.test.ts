import { describe, expect, it } from 'vitest';
import { listSortValue, sortParam, sortRows, zSortQuery } from './sort.ts';

describe('zSortQuery: sort=field,asc|desc', () => {
  const schema = zSortQuery(['name', 'cost'] as const);

  it('reads a field and a direction, ascending when left out, nothing when absent', () => {
    expect(schema.parse('cost,desc')).toEqual({ field: 'cost', direction: 'desc' });
    expect(schema.parse(' cost , DESC ')).toEqual({ field: 'cost', direction: 'desc' });
    expect(schema.parse('name')).toEqual({ field: 'name', direction: 'asc' });
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse('')).toBeUndefined();
    expect(sortParam({ field: 'cost', direction: 'desc' })).toBe('cost,desc');
  });

  it('refuses another field or direction, naming what the list sorts by', () => {
    const unknown = schema.safeParse('price,asc');
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0].message).toBe(
      'This list cannot be sorted by "price": sort by name, cost.',
    );
    for (const text of ['cost,up', 'cost,desc,name']) {
      expect(schema.safeParse(text).error?.issues[0].message, text).toBe(
        'Sort direction must be asc or desc, as in sort=name,asc.',
      );
    }
  });
});

describe('sortRows: the server ORDER BY in memory', () => {
  const rows = [
    { id: 1, name: 'Éclair', cost: 3 },
    { id: 2, name: 'apple', cost: null },
    { id: 3, name: 'Butter', cost: 3 },
    { id: 4, name: 'Cumin', cost: 10 },
  ];
  const order = (field: string, direction: 'asc' | 'desc') =>
    sortRows(rows, { field, direction }, listSortValue).map((r) => r.id);

  it('puts missing values last in both directions and breaks ties by id', () => {
    // 3 (ids 1, 3) < 10, then the missing cost of id 2.
    expect(order('cost', 'asc')).toEqual([1, 3, 4, 2]);
    // 10 > 3 (ids 1, 3 still by id), missing last.
    expect(order('cost', 'desc')).toEqual([4, 1, 3, 2]);
  });

  it('orders names folded: accents and case ignored', () => {
    // apple < butter < cumin < eclair.
    expect(order('name', 'asc')).toEqual([2, 3, 4, 1]);
    expect(order('name', 'desc')).toEqual([1, 4, 3, 2]);
  });
});
