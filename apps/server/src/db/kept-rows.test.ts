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
