import { describe, expect, it } from 'vitest';
import { orderGuide, type TPurchasable } from '../purchasing/order-guide.ts';
import { stockLine } from './stock.ts';
import { varianceLine } from './variance.ts';

// Butter in packs of 1 lb at $4 a pack.
const butter: TPurchasable = {
  id: 1,
  name: 'Butter',
  cost: 4,
  costAmount: 1,
  costUnits: 'Pound',
  vendor: { id: 7, name: 'Dairy Farm' },
};
// 1 kg = 1 / 0.45359237 lb = 2.2046226218 lb, so 2 kg counted = 4.4092452437 lb.
const TWO_KG_IN_LB = 2 / 0.45359237;

describe('on hand', () => {
  it('is the last count + received − used (as bought) − wasted, in the pack units', () => {
    // Onions at a 90 % yield: the plan's 900 g edible were 1,000 g = 2.2046226218 lb bought.
    const onion = { id: 2, name: 'Onion', cost: 10, costAmount: 10, costUnits: 'Pound', yieldPercent: 90 };
    const line = stockLine(
      onion,
      {
        counted: [
          { quantity: 2, units: 'Kilogram' }, // walk-in: 4.4092452437 lb
          { quantity: 3, units: 'Pound' }, // dry store
        ],
        received: [{ quantity: 10, units: 'Pound' }],
        used: [{ quantity: 900, units: 'Gram' }],
        wasted: [{ quantity: 1, units: 'Pound' }],
      },
      { quantity: 5, units: 'Kilogram' },
    );
    // 4.4092452437 + 3 + 10 − 2.2046226218 − 1 = 14.2046226219 lb; $1 a pound.
    expect(line.units).toBe('Pound');
    expect(line.onHand).toBeCloseTo(14.2046226219, 8);
    expect(line.value).toBeCloseTo(14.2046226219, 8);
    expect(line.par).toBeCloseTo(5 / 0.45359237, 8); // 11.0231131092 lb
    expect(line.problems).toEqual([]);
  });

  it('leaves out and names a quantity whose unit does not convert', () => {
    const line = stockLine(butter, {
      counted: [{ quantity: 2, units: 'Cup' }],
      received: [{ quantity: 1, units: 'Pound' }],
      used: [],
      wasted: [],
    });
    expect(line.onHand).toBe(1);
    expect(line.problems).toEqual(['Add a conversion: 1 Cup of Butter = ? Pound']);
  });
});

describe('order to par', () => {
  it('orders demand + par − on hand, rounded up to packs (a count in kg, a par in lb, packs of 1 lb)', () => {
    const counted = stockLine(butter, {
      counted: [{ quantity: 2, units: 'Kilogram' }],
      received: [],
      used: [],
      wasted: [],
    });
    expect(counted.onHand).toBeCloseTo(TWO_KG_IN_LB, 9); // 4.4092452437 lb
    const guide = orderGuide(
      [{ ingredient: butter, quantity: 3, units: 'Pound' }],
      [{ ingredient: butter, onHand: counted.onHand, par: 10 }],
    );
    const [line] = guide.vendors[0].lines;
    // need = 3 + 10 − 4.4092452437 = 8.5907547563 lb → 9 packs of 1 lb at $4 = $36.
    expect(line.demand).toBe(3);
    expect(line.par).toBe(10);
    expect(line.quantity).toBeCloseTo(8.5907547563, 9);
    expect(line.packs).toBe(9);
    expect(line.lineCost).toBe(36);
    expect(guide.total).toBe(36);
  });

  it('orders up to par with no event at all, and nothing at or above par', () => {
    const toPar = orderGuide([], [{ ingredient: butter, onHand: TWO_KG_IN_LB, par: 10 }]);
    // 10 − 4.4092452437 = 5.5907547563 lb → 6 packs = $24
    expect(toPar.vendors[0].lines[0].packs).toBe(6);
    expect(toPar.total).toBe(24);
    expect(orderGuide([], [{ ingredient: butter, onHand: 10, par: 10 }]).vendors).toEqual([]);
  });

  it('does not order again what open purchase orders still bring', () => {
    // 10 − 4.4092452437 on hand − 4 on order = 1.5907547563 lb → 2 packs
    const guide = orderGuide([], [{ ingredient: butter, onHand: TWO_KG_IN_LB, par: 10, onOrder: 4 }]);
    expect(guide.vendors[0].lines[0]).toMatchObject({ onOrder: 4, packs: 2 });
    // 6 on order cover the 5.5907547563 lb below par: nothing to order.
    expect(
      orderGuide([], [{ ingredient: butter, onHand: TWO_KG_IN_LB, par: 10, onOrder: 6 }]).vendors,
    ).toEqual([]);
  });

  it('takes a negative on hand (a use nobody counted) as nothing on the shelf', () => {
    const guide = orderGuide([], [{ ingredient: butter, onHand: -3, par: 2 }]);
    expect(guide.vendors[0].lines[0].packs).toBe(2);
  });
});

describe('variance between two counts', () => {
  it('is actual use (opening + received − closing) against the plans’ use, in units and dollars', () => {
    const line = varianceLine(butter, {
      opening: [{ quantity: 2, units: 'Kilogram' }], // 4.4092452437 lb
      received: [{ quantity: 10, units: 'Pound' }],
      closing: [{ quantity: 6, units: 'Pound' }],
      theoretical: [{ quantity: 2, units: 'Kilogram' }], // 4.4092452437 lb
      wasted: [{ quantity: 1, units: 'Pound' }],
    });
    // actual = 4.4092452437 + 10 − 6 = 8.4092452437 lb; variance = 8.4092452437 − 4.4092452437 = 4 lb
    expect(line.actual).toBeCloseTo(8.4092452437, 9);
    expect(line.theoretical).toBeCloseTo(4.4092452437, 9);
    expect(line.variance).toBeCloseTo(4, 9);
    expect(line.varianceCost).toBeCloseTo(16, 9); // 4 lb × $4
    expect(line.unexplained).toBeCloseTo(3, 9); // 1 lb of it was logged waste
  });
});
