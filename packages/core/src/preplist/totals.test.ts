import { describe, expect, it } from 'vitest';
import type { TIngredientData } from '../model/recipe-tree.ts';
import { IngredientTotals } from './totals.ts';

/** Onions bought at $12 a 10 lb sack ($1.20 / lb), 90 % edible once peeled and trimmed. */
const ONION: TIngredientData = {
  id: 7,
  name: 'Yellow Onion',
  cost: 12,
  costAmount: 10,
  costUnits: 'Pound',
  yieldPercent: 90,
  conversions: [],
  ingredientNutrients: [],
};

describe('the pull list of a trimmed ingredient', () => {
  it('pulls the quantity as purchased (edible ÷ yield) and costs it so, the edible quantity beside it', () => {
    const totals = new IngredientTotals();
    // Two recipes use 4 lb and 5 lb of trimmed onion: 9 lb edible.
    totals.addLine(ONION, 4, 'Pound');
    totals.addLine(ONION, 80, 'Ounce');
    const [onion] = totals.list();
    expect(onion.quantity).toBeCloseTo(9, 12);
    expect(onion.display.text).toBe('9 Pounds');
    // 9 lb ÷ 0.90 = 10 lb to pull from the store; $1.20 × 10 lb = $12.00.
    expect(onion.pull.text).toBe('10 Pounds');
    expect(onion.cost).toBeCloseTo(12, 10);
  });

  it('pulls what it uses of an ingredient used whole', () => {
    const totals = new IngredientTotals();
    totals.addLine({ ...ONION, yieldPercent: 100 }, 9, 'Pound');
    const [onion] = totals.list();
    expect(onion.pull).toEqual(onion.display);
    // $1.20 × 9 lb = $10.80.
    expect(onion.cost).toBeCloseTo(10.8, 10);
  });
});
