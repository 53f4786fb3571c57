import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TRecipeNode } from '../model/recipe-tree.ts';
import { gratin, roux } from '../testing/kitchen.ts';
import { toPrepRecipe } from './prep-recipe.ts';
import { scaleRecipe, scaleRecipeTo } from './scale-recipe.ts';

describe('scaling (spec 9)', () => {
  it('scales lines and compounds through sub-recipes', () => {
    // Gratin 8 Each → 16 Each: factor 2. Eggs 2 → 4; béchamel line 2 → 4 Cup = 1 Quart = 1 batch (factor 1);
    // inside it the roux line stays 6 Tbs = 0.375 cup of a 1.5 cup roux → roux factor 0.25:
    // butter 8 oz × 0.25 = 2 oz, flour 1 cup × 0.25 = 1/4 cup, roux yield 1.5 × 0.25 = 0.375 cup.
    const r = scaleRecipeTo(gratin(), 16, 'Each');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.factor).toBe(2);
    expect(r.errors).toEqual([]);
    const g = r.recipe;
    expect(g.yieldQuantity).toBe(16);
    expect(g.recipeIngredients[0].yieldQuantity).toBe(4);
    expect(g.recipeSubRecipes[0].yieldQuantity).toBe(4);
    const b = g.recipeSubRecipes[0].recipe!;
    expect(b.yieldQuantity).toBeCloseTo(1, 12);
    const rx = b.recipeSubRecipes[0].recipe!;
    expect(rx.yieldQuantity).toBeCloseTo(0.375, 12);
    expect(rx.recipeIngredients.map((l) => l.yieldQuantity)).toEqual([
      expect.closeTo(2, 12),
      expect.closeTo(0.25, 12),
    ]);

    const print = toPrepRecipe(g);
    expect(print.display?.text).toBe('16 Each');
    expect(print.prepRecipes[0].prepRecipes[0]).toMatchObject({
      name: 'Roux',
      display: { text: '3/8 Cup' },
      recipeIngredients: [
        { name: 'Butter', display: { text: '2 Ounces' } },
        { name: 'Flour', display: { text: '1/4 Cup' } },
      ],
    });
  });

  it('scales to a yield in other units: 3 cups of a 1.5 cup roux is 2 batches', () => {
    const r = scaleRecipeTo(roux(), 48, 'Tablespoon'); // 48 Tbs = 3 cups
    expect(r.ok && r.factor).toBe(2);
    expect(scaleRecipeTo(roux(), 1, 'Gram')).toEqual({
      ok: false,
      message: 'There were no available conversions',
    });
  });

  it('property: scaling by a then by b equals scaling by a × b', () => {
    const quantities = (node: TRecipeNode): number[] => [
      node.yieldQuantity ?? 0,
      ...node.recipeIngredients.map((l) => l.yieldQuantity ?? 0),
      ...node.recipeSubRecipes.flatMap((l) => [
        l.yieldQuantity ?? 0,
        ...(l.recipe ? quantities(l.recipe) : []),
      ]),
    ];
    const tree = gratin();
    fc.assert(
      fc.property(
        fc.double({ min: 1e-3, max: 1e3, noNaN: true }),
        fc.double({ min: 1e-3, max: 1e3, noNaN: true }),
        (a, b) => {
          const twice = quantities(scaleRecipe(scaleRecipe(tree, a).recipe, b).recipe);
          const once = quantities(scaleRecipe(tree, a * b).recipe);
          expect(twice).toHaveLength(once.length);
          twice.forEach((q, i) => {
            expect(Math.abs(q - once[i])).toBeLessThanOrEqual(1e-9 * Math.abs(once[i]));
          });
        },
      ),
      { numRuns: 10_000 },
    );
  });
});
