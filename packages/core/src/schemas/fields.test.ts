import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { ZIngredientDraft } from './ingredient.ts';
import { ZRecipeSaveRequest } from './recipe.ts';

// A number that would overflow to Infinity once scaled through nested sub-recipes (1e308 × 2) must be
// refused at the door, with a message, instead of failing later (it once answered 500).
describe('quantities are bounded', () => {
  it('refuses a recipe yield above 1,000,000,000 and accepts exactly that', () => {
    const recipe = { name: 'Stock', category: 'Sauces and Stocks', yieldUnits: 'Quart' };
    const huge = ZRecipeSaveRequest.safeParse({ ...recipe, yieldQuantity: 1e308 });
    expect(huge.success).toBe(false);
    expect(huge.error?.issues.map((i) => i.message)).toContain(MSG.tooLarge);
    expect(ZRecipeSaveRequest.safeParse({ ...recipe, yieldQuantity: 1_000_000_000 }).success).toBe(true);
  });

  it('refuses an ingredient cost above the bound', () => {
    const r = ZIngredientDraft.safeParse({ name: 'Saffron', cost: 1e29 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(MSG.tooLarge);
  });
});
