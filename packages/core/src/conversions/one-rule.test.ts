import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ingredientCost } from '../costing/ingredient-cost.ts';
import { UNIT_LABELS } from '../enums/units.ts';
import { orderGuide, type TPurchasable } from '../purchasing/order-guide.ts';
import { standardFamily } from '../units/factors.ts';
import { conversionFactor } from './convert.ts';
import { ConversionGraph, type TConversionInput } from './graph.ts';

// Sugar from the food database: "1 Cup = 200 g" and "1 tsp = 4.2 g" (which would make a cup
// 48 × 4.2 = 201.6 g). Both orders of entry must answer alike.
const CUP = { quantityStart: 1, unitsStart: 'Cup', quantityEnd: 200, unitsEnd: 'Gram' };
const TSP = { quantityStart: 1, unitsStart: 'Teaspoon', quantityEnd: 4.2, unitsEnd: 'Gram' };
const ORDERS = [
  ['cup first', [CUP, TSP]],
  ['teaspoon first', [TSP, CUP]],
] as const;

const factor = (conversions: ReadonlyArray<TConversionInput>, from: string, to: string) => {
  const found = conversionFactor(from, to, conversions);
  if (!found.ok) throw found.error;
  return found.factor;
};

describe.each(ORDERS)('one conversion rule, sugar entered %s', (_, sugar) => {
  it('answers a unit that has a conversion of its own by it', () => {
    expect(factor(sugar, 'Cup', 'Gram')).toBe(200);
    expect(factor(sugar, 'Teaspoon', 'Gram')).toBe(4.2);
    // and back: a gram is 1/200 cup, 1/4.2 tsp (the target's own conversion)
    expect(factor(sugar, 'Gram', 'Cup')).toBeCloseTo(1 / 200, 15);
    expect(factor(sugar, 'Gram', 'Teaspoon')).toBeCloseTo(1 / 4.2, 15);
  });

  it('answers any other unit by the conversion whose unit is nearest in size', () => {
    // Tablespoon = 3 tsp = 1/16 cup: ×3 from the teaspoon, ÷16 from the cup → 3 × 4.2 = 12.6 g
    expect(factor(sugar, 'Tablespoon', 'Gram')).toBeCloseTo(12.6, 12);
    // Fluid Ounce = 6 tsp = 1/8 cup: ×6 < ×8 → 6 × 4.2 = 25.2 g
    expect(factor(sugar, 'Fluid Ounce', 'Gram')).toBeCloseTo(25.2, 12);
    // Pint = 2 cups (96 tsp) → 2 × 200 = 400 g; Quart 800 g
    expect(factor(sugar, 'Pint', 'Gram')).toBeCloseTo(400, 12);
    expect(factor(sugar, 'Quart', 'Gram')).toBeCloseTo(800, 12);
    // Milliliter: a tsp is 4.92892159375 ml (×4.9), a cup 236.5882365 ml (×237) → 4.2 ÷ 4.92892159375 g
    expect(factor(sugar, 'Milliliter', 'Gram')).toBeCloseTo(4.2 / 4.92892159375, 12);
    // Liter: 1000 ml is ×4.23 a cup, ×203 a tsp → 1000 ÷ 236.5882365 × 200 = 845.350568 g
    expect(factor(sugar, 'Liter', 'Gram')).toBeCloseTo((1000 / 236.5882365) * 200, 9);
    // Pound → Cup: both conversions are in grams; the cup's own answers: 453.59237 ÷ 200 = 2.26796185
    expect(factor(sugar, 'Pound', 'Cup')).toBeCloseTo(453.59237 / 200, 12);
  });

  it('costs a cup at 200 g: $20 for 50 lb, 1 cup = 200 ÷ 453.59237 lb × $0.40 = $0.176370', () => {
    const ingredient = { name: 'Sugar', cost: 20, costAmount: 50, costUnits: 'Pound', conversions: sugar };
    const cost = ingredientCost(ingredient, 1, 'Cup');
    expect(cost.ok && cost.cost).toBeCloseTo((200 / 453.59237) * 0.4, 12); // 0.17637 (0.17778 at 201.6 g)
    const tsp = ingredientCost(ingredient, 1, 'Teaspoon');
    expect(tsp.ok && tsp.cost).toBeCloseTo((4.2 / 453.59237) * 0.4, 12); // $0.003704
  });

  it('orders 18.19 lb for 41.25 cups (41.25 × 200 g = 8250 g ÷ 453.59237 = 18.188 lb), not 18.33', () => {
    const sugarBag: TPurchasable = {
      id: 1,
      name: 'Sugar',
      cost: 20,
      costAmount: 50,
      costUnits: 'Pound',
      conversions: sugar,
      vendor: { id: 1, name: 'Harbor Foods' },
    };
    const guide = orderGuide([{ ingredient: sugarBag, quantity: 41.25, units: 'Cup' }]);
    const line = guide.vendors[0].lines[0];
    expect(line.quantity).toBeCloseTo(18.19, 2);
    expect(line.quantity).toBeCloseTo(8250 / 453.59237, 9);
  });
});

describe('the rule is never order dependent', () => {
  it('answers the same from the same conversions in any order, chains included', () => {
    // an egg: 1 Each = 50 g, 1 Cup = 243 g, 4 Each = 1 Cup (disagreeing: 4 × 50 g = 200 g a cup)
    const egg = [
      { quantityStart: 1, unitsStart: 'Each', quantityEnd: 50, unitsEnd: 'Gram' },
      { quantityStart: 1, unitsStart: 'Cup', quantityEnd: 243, unitsEnd: 'Gram' },
      { quantityStart: 4, unitsStart: 'Each', quantityEnd: 1, unitsEnd: 'Cup' },
    ];
    const reversed = [...egg].reverse();
    for (const from of UNIT_LABELS)
      for (const to of UNIT_LABELS)
        expect(new ConversionGraph(reversed).factor(from, to)).toEqual(
          new ConversionGraph(egg).factor(from, to),
        );
    // Each → Cup by its own direct conversion: 1/4 cup (not 50 ÷ 243)
    expect(factor(reversed, 'Each', 'Cup')).toBe(0.25);
    // Each → Gram by its own: 50 g
    expect(factor(reversed, 'Each', 'Gram')).toBe(50);
  });

  it('picks one of two conversions of the same unit alike in both orders (the smaller)', () => {
    const a = { quantityStart: 1, unitsStart: 'Cup', quantityEnd: 210, unitsEnd: 'Gram' };
    expect(factor([a, CUP], 'Cup', 'Gram')).toBe(200);
    expect(factor([CUP, a], 'Cup', 'Gram')).toBe(200);
  });
});

/** Units, and conversions between units of different nodes (a same-node row is ignored by design). */
const NODE = (u: string) => standardFamily(u as never) ?? u;
const arbConversion = fc
  .record({
    quantityStart: fc.double({ min: 0.01, max: 1000, noNaN: true }),
    unitsStart: fc.constantFrom(...UNIT_LABELS),
    quantityEnd: fc.double({ min: 0.01, max: 1000, noNaN: true }),
    unitsEnd: fc.constantFrom(...UNIT_LABELS),
  })
  .filter((c) => NODE(c.unitsStart) !== NODE(c.unitsEnd));

describe('property: a unit with its own conversion is answered by it', () => {
  it('for any set of conversions in any order (10,000 runs)', () => {
    fc.assert(
      fc.property(
        fc.array(arbConversion, { minLength: 1, maxLength: 8 }),
        fc.nat(),
        fc.boolean(),
        fc.func(fc.integer()),
        (conversions, pick, backwards, shuffleKey) => {
          const own = conversions[pick % conversions.length];
          // the only conversion between exactly these two units (else which is "its own" is a tie)
          const samePair = conversions.filter(
            (c) =>
              (c.unitsStart === own.unitsStart && c.unitsEnd === own.unitsEnd) ||
              (c.unitsStart === own.unitsEnd && c.unitsEnd === own.unitsStart),
          );
          fc.pre(samePair.length === 1);
          const shuffled = [...conversions].sort((x, y) => shuffleKey(x) - shuffleKey(y) || 0);
          const [from, to, expected] = backwards
            ? [own.unitsEnd, own.unitsStart, own.quantityStart / own.quantityEnd]
            : [own.unitsStart, own.unitsEnd, own.quantityEnd / own.quantityStart];
          for (const order of [conversions, shuffled]) {
            const found = new ConversionGraph(order).factor(from, to);
            expect(found.ok).toBe(true);
            if (found.ok) expect(found.factor).toBeCloseTo(expected, 9);
          }
          // and the same answer, to the bit, whatever the order
          expect(new ConversionGraph(shuffled).factor(from, to)).toEqual(
            new ConversionGraph(conversions).factor(from, to),
          );
        },
      ),
      { numRuns: 10_000 },
    );
  });
});
