import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  complete,
  createRecipe,
  getRecipe,
  type KitchenFixture,
  kitchenFixture,
  line,
  sendRecipe,
  subLine,
  updateRecipe,
} from '../../test/recipes.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

// Sub-recipes: the graph rules (cycles, depth), deleting a recipe in use, and concurrent saves.

let t: TestApp;
let chef: TestUser;
let ing: KitchenFixture['ing'];
let expectNothingChanged: KitchenFixture['expectNothingChanged'];

beforeAll(async () => {
  t = await createTestApp();
  ({ chef, ing, expectNothingChanged } = await kitchenFixture(t));
});
afterAll(() => t.close());

const inject = (user: TestUser, method: 'GET' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: user.headers });

describe('sub-recipes', () => {
  it('links sub-recipes, suggests the units of their yield type and refuses cycles naming the chain', async () => {
    const stock = await createRecipe(t, chef, {
      ...complete('Stock', 4, 'Quart'),
      recipeIngredients: [line(ing.salt, 1, 'oz')],
    });
    const sauce = await createRecipe(t, chef, {
      ...complete('Sauce', 2, 'Quart'),
      recipeIngredients: [line(ing.butter, 2, 'oz')],
      recipeSubRecipes: [subLine(stock.id, 1, 'Quart')],
    });
    const plate = await createRecipe(t, chef, {
      ...complete('Plate', 4, 'Each'),
      recipeIngredients: [line(ing.flour, 1, 'lb')],
      recipeSubRecipes: [subLine(sauce.id, 1, 'Cup')],
    });
    expect(plate.recipeSubRecipes[0].suggestedUnits).toContain('Cup');
    const weighed = await createRecipe(t, chef, {
      ...complete('Dough', 2, 'Pound'),
      recipeIngredients: [line(ing.flour, 2, 'lb')],
    });
    const each = await createRecipe(t, chef, {
      ...complete('Buns', 12, 'Each'),
      recipeSubRecipes: [subLine(weighed.id, 1, 'Pound')],
      recipeIngredients: [line(ing.butter, 1, 'oz')],
    });
    expect(each.recipeSubRecipes[0].suggestedUnits).toEqual([
      'Gram',
      'Ounce',
      'Pound',
      'Kilogram',
      'Milligram',
    ]);
    const usesBuns = await createRecipe(t, chef, {
      name: 'Sliders',
      category: 'Sandwiches and Wraps',
      recipeSubRecipes: [subLine(each.id, 2, 'Each')],
    });
    expect(usesBuns.recipeSubRecipes[0].suggestedUnits).toEqual([]);

    await expectNothingChanged(async () => {
      // Stock → Plate → Sauce → Stock
      const cycle = await sendRecipe(
        t,
        chef,
        { ...stock, recipeSubRecipes: [subLine(plate.id, 1, 'Each')] },
        stock.id,
      );
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json()).toEqual({
        title: 'Bad Request',
        message: 'A recipe cannot contain itself: Stock → Plate → Sauce → Stock',
        errors: [
          {
            field: 'recipeSubRecipes',
            message: 'A recipe cannot contain itself: Stock → Plate → Sauce → Stock',
          },
        ],
      });
      const direct = await sendRecipe(
        t,
        chef,
        { ...sauce, id: undefined, recipeSubRecipes: [subLine(sauce.id, 1, 'Cup')] },
        sauce.id,
      );
      expect(direct.statusCode).toBe(400);
      expect(direct.json().message).toBe('A recipe cannot contain itself: Sauce → Sauce');
      // With its id in the body, core's save schema finds it first, in the same words.
      const self = await sendRecipe(
        t,
        chef,
        { ...sauce, recipeSubRecipes: [subLine(sauce.id, 1, 'Cup')] },
        sauce.id,
      );
      expect(self.json().message).toBe('A recipe cannot contain itself: Sauce → Sauce');
    }, stock);
  });

  it('refuses nesting deeper than ten levels, counting the recipes above the one saved', async () => {
    const bottom = await createRecipe(t, chef, { name: 'Level 1', category: 'Snacks' });
    let below = bottom;
    for (let level = 2; level <= 10; level++) {
      below = await createRecipe(t, chef, {
        name: `Level ${level}`,
        category: 'Snacks',
        recipeSubRecipes: [subLine(below.id, 1, 'Cup')],
      });
    }
    const tooDeep = await sendRecipe(t, chef, {
      name: 'Level 11',
      category: 'Snacks',
      recipeSubRecipes: [subLine(below.id, 1, 'Cup')],
    });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().message).toMatch(
      /^Sub-recipes may be nested at most 10 levels deep: Level 11 → Level 10 → .* → Level 1$/,
    );
    // The bottom of a 10-level chain cannot take a sub-recipe of its own: the chain above it counts.
    const leaf = await createRecipe(t, chef, { name: 'Leaf', category: 'Snacks' });
    await expectNothingChanged(async () => {
      const under = await sendRecipe(
        t,
        chef,
        { ...bottom, recipeSubRecipes: [subLine(leaf.id, 1, 'Cup')] },
        bottom.id,
      );
      expect(under.statusCode).toBe(400);
      expect(under.json().message).toMatch(
        /^Sub-recipes may be nested at most 10 levels deep: Level 10 → Level 9 → .* → Level 1 → Leaf$/,
      );
    }, bottom);
    // Without the extra level the same recipe saves.
    await updateRecipe(t, chef, bottom.id, { ...bottom, name: 'Level 1 renamed' });
  });

  it('refuses to delete a recipe used as a sub-recipe (409 naming its users), then deletes it once unused', async () => {
    const base = await createRecipe(t, chef, { name: 'Chicken Stock', category: 'Sauces and Stocks' });
    const a = await createRecipe(t, chef, {
      name: 'Velouté',
      category: 'Sauces and Stocks',
      recipeSubRecipes: [subLine(base.id, 1, 'Cup')],
    });
    const b = await createRecipe(t, chef, {
      name: 'Allemande',
      category: 'Sauces and Stocks',
      recipeSubRecipes: [subLine(base.id, 1, 'Cup'), subLine(base.id, 2, 'Cup')],
    });
    const refused = await inject(chef, 'DELETE', `/api/recipes/${base.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      title: 'Recipe in use',
      message:
        'Chicken Stock cannot be deleted: it is used as a sub-recipe by the recipes Allemande and Velouté. Remove it from those recipes first.',
      errors: [
        { field: `usedBy.recipes.${b.id}`, message: 'Allemande' },
        { field: `usedBy.recipes.${a.id}`, message: 'Velouté' },
      ],
    });
    expect((await getRecipe(t, chef, base.id)).name).toBe('Chicken Stock');

    await updateRecipe(t, chef, b.id, { ...b, recipeSubRecipes: [] });
    const stillOne = await inject(chef, 'DELETE', `/api/recipes/${base.id}`);
    expect(stillOne.json().message).toBe(
      'Chicken Stock cannot be deleted: it is used as a sub-recipe by the recipe Velouté. Remove it from that recipe first.',
    );
    // Deleting the user frees the base.
    expect((await inject(chef, 'DELETE', `/api/recipes/${a.id}`)).statusCode).toBe(200);
    const done = await inject(chef, 'DELETE', `/api/recipes/${base.id}`);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Chicken Stock was deleted.');
    expect((await inject(chef, 'GET', `/api/recipes/${base.id}`)).statusCode).toBe(404);
  });
});

describe('saves and concurrency', () => {
  it('writes the row and every line in one transaction: a failure half way leaves the recipe as it was', async () => {
    const stock = await createRecipe(t, chef, { name: 'Fault Stock', category: 'Sauces and Stocks' });
    const recipe = await createRecipe(t, chef, {
      ...complete('Atomic', 1, 'Quart'),
      recipeIngredients: [line(ing.milk, 1, 'Cup')],
    });
    // A fault injected into the last write of a save (the sub-recipe lines come after the row and the
    // ingredient lines).
    await t.db.execute(
      sql.raw(`CREATE FUNCTION recipes_test_fault() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'injected fault'; END $$`),
    );
    await t.db.execute(
      sql.raw(`CREATE TRIGGER recipes_test_fault BEFORE INSERT ON recipe_sub_recipes FOR EACH ROW
        WHEN (NEW.yield_quantity = 999) EXECUTE FUNCTION recipes_test_fault()`),
    );
    try {
      await expectNothingChanged(async () => {
        const res = await sendRecipe(
          t,
          chef,
          {
            ...recipe,
            name: 'Changed',
            recipeIngredients: [line(ing.flour, 1, 'Cup'), line(ing.butter, 1, 'Cup')],
            recipeSubRecipes: [subLine(stock.id, 999, 'Cup')],
          },
          recipe.id,
        );
        expect(res.statusCode).toBe(500);
      }, recipe);
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER recipes_test_fault ON recipe_sub_recipes'));
      await t.db.execute(sql.raw('DROP FUNCTION recipes_test_fault()'));
    }
  });

  it('lets one of two updates from the same version through; the other gets 409', async () => {
    const recipe = await createRecipe(t, chef, { name: 'Contested', category: 'Salads' });
    const results = await Promise.all(
      ['First cook', 'Second cook'].map((prepNotes) =>
        sendRecipe(t, chef, { ...recipe, prepNotes }, recipe.id),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await getRecipe(t, chef, recipe.id)).version).toBe(2);
  });

  it('lets one of two concurrent saves that would close a cycle through; the other gets 400', async () => {
    const left = await createRecipe(t, chef, { name: 'Left', category: 'Snacks' });
    const right = await createRecipe(t, chef, { name: 'Right', category: 'Snacks' });
    const results = await Promise.all([
      sendRecipe(t, chef, { ...left, recipeSubRecipes: [subLine(right.id, 1, 'Cup')] }, left.id),
      sendRecipe(t, chef, { ...right, recipeSubRecipes: [subLine(left.id, 1, 'Cup')] }, right.id),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)?.json().message).toMatch(
      /^A recipe cannot contain itself: /,
    );
  });
});
