import { describe, expect, it } from 'vitest';
import { rowKeeper } from './kept-rows.ts';

type Raw = { id: number; name: string; price: string | null; noise?: number };

function keeper() {
  let mapped = 0;
  const read = rowKeeper<Raw, { id: number; name: string; price: number | null }>({
    key: 'id',
    columns: ['id', 'name', 'price'],
    map: (raw) => {
      mapped += 1;
      return { id: raw.id, name: raw.name, price: raw.price === null ? null : Number(raw.price) };
    },
  });
  return { read, mapped: () => mapped };
}

describe('rowKeeper: rows mapped once while they stay the same', () => {
  it('answers the same frozen row for equal values, mapped once', () => {
    const k = keeper();
    const [first] = k.read([{ id: 1, name: 'Butter', price: '4.50' }]);
    const [again] = k.read([{ id: 1, name: 'Butter', price: '4.50' }]);
    expect(again).toBe(first);
    expect(first).toEqual({ id: 1, name: 'Butter', price: 4.5 });
    expect(Object.isFrozen(first)).toBe(true);
    expect(k.mapped()).toBe(1);
  });

  it('maps a row again when any compared value changed, a NULL included, and keeps its neighbours', () => {
    const k = keeper();
    const [butter, flour] = k.read([
      { id: 1, name: 'Butter', price: '4.50' },
      { id: 2, name: 'Flour', price: '0.40' },
    ]);
    const [butterNow, flourNow] = k.read([
      { id: 1, name: 'Butter', price: null },
      { id: 2, name: 'Flour', price: '0.40' },
    ]);
    expect(butterNow).not.toBe(butter);
    expect(butterNow).toEqual({ id: 1, name: 'Butter', price: null });
    expect(flourNow).toBe(flour);
    const [renamed] = k.read([{ id: 2, name: 'Flour, bread', price: '0.40' }]);
    expect(renamed.name).toBe('Flour, bread');
    expect(k.mapped()).toBe(4);
  });

  it('compares only the columns a row is made from', () => {
    const k = keeper();
    const [first] = k.read([{ id: 1, name: 'Butter', price: '4.50', noise: 1 }]);
    const [again] = k.read([{ id: 1, name: 'Butter', price: '4.50', noise: 2 }]);
    expect(again).toBe(first);
  });

  it('keeps the order the rows came in, the same key twice included', () => {
    const k = keeper();
    const rows = k.read([
      { id: 2, name: 'Flour', price: '0.40' },
      { id: 1, name: 'Butter', price: '4.50' },
      { id: 2, name: 'Flour', price: '0.40' },
    ]);
    expect(rows.map((r) => r.id)).toEqual([2, 1, 2]);
    expect(rows[2]).toBe(rows[0]);
  });
});

describe('rowKeeper: the list kept too', () => {
  const butter = { id: 1, name: 'Butter', price: '4.50' };
  const flour = { id: 2, name: 'Flour', price: '0.40' };

  it('answers the same frozen list for the same rows in the same order', () => {
    const k = keeper();
    const first = k.read([{ ...butter }, { ...flour }]);
    const again = k.read([{ ...butter }, { ...flour }]);
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('answers a new list when a row changed, one more or one less came, or the order changed', () => {
    const k = keeper();
    const first = k.read([{ ...butter }, { ...flour }]);
    const changed = k.read([{ ...butter }, { ...flour, price: '0.45' }]);
    expect(changed).not.toBe(first);
    expect(changed[1].price).toBe(0.45);
    const fewer = k.read([{ ...butter }]);
    expect(fewer).toHaveLength(1);
    const more = k.read([{ ...butter }, { ...flour, price: '0.45' }, { id: 3, name: 'Salt', price: '0.10' }]);
    expect(more.map((r) => r.id)).toEqual([1, 2, 3]);
    const reordered = k.read([{ ...flour, price: '0.45' }, { ...butter }]);
    expect(reordered.map((r) => r.id)).toEqual([2, 1]);
    // The same list as two reads ago is that list again.
    expect(k.read([{ ...butter }, { ...flour, price: '0.45' }, { id: 3, name: 'Salt', price: '0.10' }])).toBe(
      more,
    );
  });

  it('answers no rows as a fresh empty list', () => {
    const k = keeper();
    expect(k.read([])).toEqual([]);
  });
});
