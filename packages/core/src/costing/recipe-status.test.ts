import { describe, expect, it } from 'vitest';
import type { TRecipeNode } from '../model/recipe-tree.ts';
import { FLOUR, gratin, roux } from '../testing/kitchen.ts';
import { recipeStatus } from './recipe-status.ts';

describe('recipeStatus: completeness plus costing', () => {
  it('is complete for a complete, fully costed recipe', () => {
    expect(recipeStatus(gratin())).toEqual({ complete: true, messages: [], issues: [] });
  });

  it('marks a line whose units do not convert, naming the ingredient', () => {
    const r: TRecipeNode = {
      ...roux(),
      recipeIngredients: [{ id: 1, ingredient: FLOUR, yieldQuantity: 2, yieldUnits: 'Each' }],
    };
    const s = recipeStatus(r);
    expect(s.complete).toBe(false);
    expect(s.messages).toEqual([
      'Flour: There were no paths to a suitable conversions - exhausted all possibilities',
    ]);
    expect(s.issues[0].path).toEqual(['recipeIngredients', 0]);
  });
});
