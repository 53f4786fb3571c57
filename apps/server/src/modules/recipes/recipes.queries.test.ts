import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createIngredient,
  createRecipe,
  createVendor,
  getRecipe,
  line,
  subLine,
} from '../../test/recipes.test-helpers.ts';
import { recordStatements } from '../../test/statement-recorder.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

/**
 * Loading a recipe tree takes a fixed number of queries whatever its size (no query per
 * line), counted where statements leave for the database (test/statement-recorder.ts).
 */

let t: TestApp;
let user: TestUser;
const ingredientIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  user = await t.createUser();
  const vendor = await createVendor(t, user);
  for (let i = 0; i < 40; i++) {
    const made = await createIngredient(t, user, vendor, {
      name: `Item ${i}`,
      cost: 1 + i,
      costUnits: 'Pound',
      servingSize: 100,
      servingUnits: 'Gram',
      conversions: [{ quantityStart: 1, unitsStart: 'Cup', quantityEnd: 100 + i, unitsEnd: 'Gram' }],
      ingredientNutrients: [{ nutrient: 'Protein', amount: i, units: 'g' }],
    });
    ingredientIds.push(made.id);
  }
});
afterAll(() => t.close());

/** A chain of `levels` recipes, each with `perLevel` ingredient lines and the level below as sub-recipe. */
async function chain(levels: number, perLevel: number): Promise<number> {
  let below: number | undefined;
  for (let level = 1; level <= levels; level++) {
    const made = await createRecipe(t, user, {
      name: `Chain ${levels}×${perLevel} level ${level}`,
      category: 'Sauces and Stocks',
      yieldQuantity: 2,
      yieldUnits: 'Quart',
      recipeIngredients: ingredientIds.slice(0, perLevel).map((id, i) => line(id, i + 1, 'Cup')),
      recipeSubRecipes: below === undefined ? [] : [subLine(below, 1, 'Quart')],
    });
    below = made.id;
  }
  return below!;
}

describe('GET /api/recipes/{id}: a bounded number of queries', () => {
  it('reads a one-line recipe and a 6-level tree of 240 lines in one tree query (and the token check)', async () => {
    const small = await chain(1, 1);
    const big = await chain(6, 40);

    const count = async (id: number) => {
      const recorder = recordStatements(t.database);
      try {
        const recipe = await getRecipe(t, user, id);
        return { recipe, statements: recorder.statements };
      } finally {
        recorder.stop();
      }
    };
    const one = await count(small);
    const tree = await count(big);
    expect(one.recipe.recipeIngredients).toHaveLength(1);
    expect(tree.recipe.recipeIngredients).toHaveLength(40);
    expect(tree.recipe.cost.errors).toEqual([]);
    // 6 levels × 40 lines: the tree really was walked (the cost of the top holds every level's).
    expect(tree.recipe.cost.breakdown).toHaveLength(41);

    // The token check (the user still exists and the token is not revoked), then the tree in one
    // statement: the closure of recipes (recursive CTE), their ingredient and sub-recipe lines, the
    // ingredients, their conversions and nutrients. One statement sees one snapshot: no transaction.
    expect(one.statements).toHaveLength(2);
    expect(tree.statements).toHaveLength(2);
    expect(tree.statements[0]).toMatch(/token_version/i);
    expect(tree.statements[1]).toMatch(/WITH RECURSIVE/i);
    expect(tree.statements[1]).toMatch(/ingredient_nutrients/i);
    expect(tree.statements.length).toBe(one.statements.length);
  });
});
