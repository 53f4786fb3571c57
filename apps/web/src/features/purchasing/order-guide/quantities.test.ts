import { describe, expect, it } from 'vitest';
import { toParText } from './quantities';

describe('toParText', () => {
  it('says how an order to par came about, and nothing for a plain order', () => {
    // 3 + 10 − 4.4092452437 − 2 = 6.5907547563 lb to buy
    expect(toParText({ demand: 3, par: 10, onHand: 4.4092452437, onOrder: 2, units: 'Pound' })).toBe(
      'events 3.00 Pounds + par 10.00 Pounds − on hand 4.41 Pounds − on order 2.00 Pounds',
    );
    expect(toParText({ demand: 3, par: 0, onHand: 0, onOrder: 0, units: 'Pound' })).toBeNull();
  });
});
