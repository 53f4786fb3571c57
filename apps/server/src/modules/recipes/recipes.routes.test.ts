import { RECIPE_MESSAGES } from '@brigade/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeIngredients, recipeSubRecipes } from '../../db/schema/index.ts';
import {
  complete,
  createIngredient,
  createRecipe,
  createVendor,
  getRecipe,
  type KitchenFixture,
  kitchenFixture,
  line,
  sendRecipe,
  subLine,
  updateRecipe,
} from '../../test/recipes.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

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

describe('POST /api/recipes', () => {
  it('creates a recipe with its lines in the given order (201) and reads it back the same', async () => {
    const sauce = await createRecipe(t, chef, {
      ...complete('Béchamel', 1, 'Quart'),
      recipeIngredients: [line(ing.milk, 1, 'qt'), line(ing.flour, 2, 'oz'), line(ing.butter, 2, 'Ounces')],
    });
    expect(sauce).toMatchObject({
      id: expect.any(Number),
      version: 1,
      name: 'Béchamel',
      team: 'Banquets',
      category: 'Sauces and Stocks',
      yieldQuantity: 1,
      yieldUnits: 'Quart',
      prepNotes: 'Cook it well.',
      recipeSubRecipes: [],
      valid: true,
      errorMessages: [],
    });
    // Units in any spelling are stored as their labels; lines keep the order they were sent in.
    expect(sauce.recipeIngredients.map((l) => [l.ingredient.name, l.yieldQuantity, l.yieldUnits])).toEqual([
      ['Milk', 1, 'Quart'],
      ['Flour', 2, 'Ounce'],
      ['Butter', 2, 'Ounce'],
    ]);
    expect(sauce.recipeIngredients[0]).toEqual({
      id: expect.any(Number),
      ingredient: { id: ing.milk, name: 'Milk', ingredientNutrients: [] },
      yieldQuantity: 1,
      yieldUnits: 'Quart',
    });
    // $3.50 / 4 + 2/16 × $0.40 + 2/16 × $4
    expect(sauce.cost.total).toBeCloseTo(0.875 + 0.05 + 0.5, 9);
    expect(sauce.cost.breakdown.map((b) => [b.kind, b.id, b.name])).toEqual([
      ['ingredient', ing.milk, 'Milk'],
      ['ingredient', ing.flour, 'Flour'],
      ['ingredient', ing.butter, 'Butter'],
    ]);
    expect(sauce.createdDate).toBe(sauce.lastModifiedDate);
    expect(Number.isNaN(Date.parse(sauce.createdDate))).toBe(false);
    expect(await getRecipe(t, chef, sauce.id)).toEqual(sauce);
  });

  it('saves work in progress: a name and a category are enough', async () => {
    const wip = await createRecipe(t, chef, { name: 'Idea', category: 'snacks' });
    expect(wip).toMatchObject({ category: 'Snacks', team: null, yieldQuantity: null, valid: false });
    expect(wip.errorMessages).toEqual([
      'Team is required',
      'Please enter a yield',
      'Yield Units are required',
      'Please enter the prep notes',
      'Please add at least one ingredient',
    ]);
    expect(wip.cost).toEqual({ total: 0, perYieldUnit: null, breakdown: [], errors: [] });
  });

  it('refuses a recipe without a name or a category, changing nothing', async () => {
    await expectNothingChanged(async () => {
      const noName = await sendRecipe(t, chef, { name: '  ', category: 'Breads' });
      expect(noName.statusCode).toBe(400);
      expect(noName.json()).toEqual({
        title: 'Bad Request',
        message: 'Recipe must have a name',
        errors: [{ field: 'name', message: 'Recipe must have a name' }],
      });
      const noCategory = await sendRecipe(t, chef, { name: 'Rolls' });
      expect(noCategory.statusCode).toBe(400);
      expect(noCategory.json().message).toBe('Recipe must have a category');
      const neither = await sendRecipe(t, chef, { recipeIngredients: [line(ing.milk, 1, 'Cup')] });
      expect(neither.json().errors).toEqual([
        { field: 'name', message: 'Recipe must have a name' },
        { field: 'category', message: 'Recipe must have a category' },
      ]);
    });
  });

  it('refuses two lines of the same ingredient, changing nothing', async () => {
    await expectNothingChanged(async () => {
      const res = await sendRecipe(t, chef, {
        name: 'Double milk',
        category: 'Beverages',
        recipeIngredients: [line(ing.milk, 1, 'Cup'), line(ing.flour, 1, 'Cup'), line(ing.milk, 2, 'Cup')],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        title: 'Bad Request',
        message: 'Error: You cannot save two of the same ingredient.',
        errors: [
          {
            field: 'recipeIngredients.2.ingredient',
            message: 'Error: You cannot save two of the same ingredient.',
          },
        ],
      });
    });
  });

  it('refuses lines without their ingredient or recipe, unknown units, negative quantities and unknown fields', async () => {
    await expectNothingChanged(async () => {
      const bad = async (body: object) => {
        const res = await sendRecipe(t, chef, { name: 'Bad', category: 'Breads', ...body });
        expect(res.statusCode, res.body).toBe(400);
        return res.json().errors;
      };
      expect(await bad({ recipeIngredients: [{ yieldQuantity: 1, yieldUnits: 'Cup' }] })).toEqual([
        { field: 'recipeIngredients.0.ingredient', message: 'Please select an ingredient' },
      ]);
      expect(await bad({ recipeSubRecipes: [{ recipe: null, yieldQuantity: 1 }] })).toEqual([
        { field: 'recipeSubRecipes.0.recipe', message: 'Sub Recipe recipe is required' },
      ]);
      expect((await bad({ recipeIngredients: [line(ing.milk, 1, 'Bucket')] }))[0].field).toBe(
        'recipeIngredients.0.yieldUnits',
      );
      expect((await bad({ recipeIngredients: [line(ing.milk, -1, 'Cup')] }))[0].field).toBe(
        'recipeIngredients.0.yieldQuantity',
      );
      expect(await bad({ servings: 4 })).toEqual([{ field: 'servings', message: 'Unknown field: servings' }]);
      expect(await bad({ id: 12 })).toEqual([{ field: 'id', message: RECIPE_MESSAGES.idOnCreate }]);
    });
  });

  it('answers 404 for a line using an ingredient or a recipe the kitchen does not have, changing nothing', async () => {
    const other = await t.createUser();
    const theirVendor = await createVendor(t, other);
    const theirs = await createIngredient(t, other, theirVendor, {
      name: 'Saffron',
      cost: 10,
      costUnits: 'Gram',
    });
    const theirRecipe = await createRecipe(t, other, { name: 'Their stock', category: 'Sauces and Stocks' });
    await expectNothingChanged(async () => {
      const withIngredient = await sendRecipe(t, chef, {
        name: 'Paella',
        category: 'Meats',
        recipeIngredients: [line(ing.salt, 1, 'tsp'), line(theirs.id, 1, 'Gram')],
      });
      expect(withIngredient.statusCode).toBe(404);
      expect(withIngredient.json()).toEqual({
        title: 'Not Found',
        message: 'The ingredient of ingredient line 2 was not found.',
        errors: [
          {
            field: 'recipeIngredients.1.ingredient',
            message: 'The ingredient of ingredient line 2 was not found.',
          },
        ],
      });
      const withRecipe = await sendRecipe(t, chef, {
        name: 'Paella',
        category: 'Meats',
        recipeSubRecipes: [subLine(theirRecipe.id, 1, 'Cup')],
      });
      expect(withRecipe.statusCode).toBe(404);
      expect(withRecipe.json().errors).toEqual([
        { field: 'recipeSubRecipes.0.recipe', message: 'The recipe of sub-recipe line 1 was not found.' },
      ]);
      const huge = await sendRecipe(t, chef, {
        name: 'Paella',
        category: 'Meats',
        recipeIngredients: [line(99_999_999_999, 1, 'Gram')],
        recipeSubRecipes: [subLine(99_999_999_999, 1, 'Cup')],
      });
      expect(huge.statusCode, huge.body).toBe(404);
      const unknown = await sendRecipe(t, chef, {
        name: 'Paella',
        category: 'Meats',
        recipeIngredients: [line(2_000_000_000, 1, 'Gram')],
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  it('is documented in the OpenAPI description', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths['/api/recipes']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/recipes/{id}']).sort()).toEqual(['delete', 'get', 'put']);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      payload: { name: 'x', category: 'Breads' },
    });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/recipes' })).statusCode).toBe(401);
  });
});

describe('PUT /api/recipes/{id}', () => {
  it('replaces the fields and the lines, in the new order, and bumps the version (200)', async () => {
    const created = await createRecipe(t, chef, {
      ...complete('Roux', 1, 'Cup'),
      recipeIngredients: [line(ing.flour, 4, 'oz'), line(ing.butter, 4, 'oz')],
    });
    const updated = await updateRecipe(t, chef, created.id, {
      ...created,
      name: 'Blond Roux',
      recipeIngredients: [
        created.recipeIngredients[1],
        { ...created.recipeIngredients[0], yieldQuantity: 5 },
        line(ing.salt, 1, 'Pinch'),
      ],
    });
    expect(updated.version).toBe(2);
    expect(updated.name).toBe('Blond Roux');
    expect(updated.recipeIngredients.map((l) => [l.ingredient.name, l.yieldQuantity, l.yieldUnits])).toEqual([
      ['Butter', 4, 'Ounce'],
      ['Flour', 5, 'Ounce'],
      ['Salt', 1, 'Pinch'],
    ]);
    // A pinch of salt cannot be costed (salt is bought by the pound and has no conversion): saved anyway.
    expect(updated.valid).toBe(false);
    expect(updated.errorMessages).toEqual(['Salt: There were no available conversions']);
    expect(updated.cost.errors).toEqual([
      expect.objectContaining({
        kind: 'ingredient',
        line: 2,
        id: ing.salt,
        message: 'There were no available conversions',
      }),
    ]);
    expect(updated.createdDate).toBe(created.createdDate);
    expect(await getRecipe(t, chef, created.id)).toEqual(updated);

    // Removing every line.
    const emptied = await updateRecipe(t, chef, created.id, { ...updated, recipeIngredients: [] });
    expect(emptied.recipeIngredients).toEqual([]);
    expect(emptied.version).toBe(3);
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(recipeIngredients)
      .where(eq(recipeIngredients.recipeId, created.id));
    expect(n).toBe(0);
  });

  it('answers 409 to a stale version and keeps the other cook’s edit', async () => {
    const first = await createRecipe(t, chef, { name: 'Gravy', category: 'Soups and Gravies' });
    const mine = await updateRecipe(t, chef, first.id, { ...first, prepNotes: 'Mine' });
    await expectNothingChanged(async () => {
      const stale = await sendRecipe(t, chef, { ...first, prepNotes: 'Theirs' }, first.id);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        title: 'Conflict',
        message: RECIPE_MESSAGES.stale,
        errors: [{ field: 'version', message: RECIPE_MESSAGES.stale }],
      });
      const ahead = await sendRecipe(t, chef, { ...mine, version: mine.version + 1 }, first.id);
      expect(ahead.statusCode).toBe(409);
      const otherId = await sendRecipe(t, chef, { ...mine, id: mine.id + 1 }, first.id);
      expect(otherId.statusCode).toBe(400);
    }, mine);
    expect((await getRecipe(t, chef, first.id)).prepNotes).toBe('Mine');
  });

  it('answers 404 for an unknown id and refuses the save minimum as POST does', async () => {
    const missing = await sendRecipe(t, chef, { name: 'x', category: 'Breads', version: 1 }, 2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(RECIPE_MESSAGES.notFound);
    const created = await createRecipe(t, chef, { name: 'Scones', category: 'Breads' });
    await expectNothingChanged(async () => {
      const res = await sendRecipe(t, chef, { ...created, name: '' }, created.id);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Recipe must have a name');
    }, created);
  });
});

describe('DELETE /api/recipes/{id}', () => {
  it('deletes the recipe and its lines (200, saying so); 404 after and for unknown ids', async () => {
    const doomed = await createRecipe(t, chef, {
      name: 'Doomed',
      category: 'Salads',
      recipeIngredients: [line(ing.salt, 1, 'oz')],
    });
    const deleted = await inject(chef, 'DELETE', `/api/recipes/${doomed.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ title: 'Deleted', message: 'Doomed was deleted.' });
    expect((await inject(chef, 'GET', `/api/recipes/${doomed.id}`)).statusCode).toBe(404);
    expect((await inject(chef, 'DELETE', `/api/recipes/${doomed.id}`)).statusCode).toBe(404);
    const lines = await t.db
      .select()
      .from(recipeIngredients)
      .where(eq(recipeIngredients.recipeId, doomed.id));
    expect(lines).toEqual([]);
    expect((await inject(chef, 'GET', '/api/recipes/abc')).statusCode).toBe(400);
  });

  it('keeps an ingredient used by a recipe: its delete answers 409 naming the recipe', async () => {
    const vendor = await createVendor(t, chef, 'Local Farm');
    const herb = await createIngredient(t, chef, vendor, { name: 'Chervil', cost: 2, costUnits: 'Ounce' });
    await createRecipe(t, chef, {
      name: 'Fines Herbes',
      category: 'Dips and Spreads',
      recipeIngredients: [line(herb.id, 1, 'oz')],
    });
    const res = await inject(chef, 'DELETE', `/api/ingredients/${herb.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Fines Herbes');
  });
});

describe('GET /api/recipes', () => {
  it('pages the kitchen’s recipes by name, searches word starts and filters by category (label or route)', async () => {
    const cook = await t.createUser();
    const vendor = await createVendor(t, cook);
    const oil = await createIngredient(t, cook, vendor, { name: 'Olive Oil', cost: 10, costUnits: 'Liter' });
    const vinegar = await createIngredient(t, cook, vendor, { name: 'Vinegar', cost: 3, costUnits: 'Liter' });
    const send = (name: string, category: string, lines = 0) =>
      createRecipe(t, cook, {
        name,
        category,
        recipeIngredients: [line(oil.id, 1, 'Tbs'), line(vinegar.id, 1, 'Tbs')].slice(0, lines),
      });
    await send('caesar salad', 'Salads', 2);
    await send('Apple Pie', 'Cookies and Cakes');
    await send('Béarnaise Sauce', 'Sauces and Stocks', 1);
    await send('Brown Sauce', 'Sauces and Stocks');
    await send('Zucchini Bread', 'Breads');
    const list = async (query: string) => {
      const res = await inject(cook, 'GET', `/api/recipes${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    const all = await list('');
    expect(all.content.map((r: { name: string }) => r.name)).toEqual([
      'Apple Pie',
      'Béarnaise Sauce',
      'Brown Sauce',
      'caesar salad',
      'Zucchini Bread',
    ]);
    expect(all.content[3]).toEqual({
      id: expect.any(Number),
      name: 'caesar salad',
      category: 'Salads',
      team: null,
      numberOfIngredients: 2,
      valid: false,
      errorMessages: [
        'Team is required',
        'Please enter a yield',
        'Yield Units are required',
        'Please enter the prep notes',
      ],
    });
    expect(all).toMatchObject({
      number: 0,
      size: 300,
      numberOfElements: 5,
      totalElements: 5,
      totalPages: 1,
      first: true,
      last: true,
    });

    const page1 = await list('?page=1&limit=2');
    expect(page1).toEqual({
      content: [
        expect.objectContaining({ name: 'Brown Sauce' }),
        expect.objectContaining({ name: 'caesar salad' }),
      ],
      number: 1,
      size: 2,
      numberOfElements: 2,
      totalElements: 5,
      totalPages: 3,
      first: false,
      last: false,
      pageable: { pageNumber: 1, pageSize: 2 },
    });
    expect((await list('?page=2&limit=2')).last).toBe(true);
    expect((await list('?page=9&limit=2')).content).toEqual([]);

    const names = async (query: string) => (await list(query)).content.map((r: { name: string }) => r.name);
    expect(await names('?searchText=sau')).toEqual(['Béarnaise Sauce', 'Brown Sauce']);
    expect(await names('?searchText=BEAR')).toEqual(['Béarnaise Sauce']);
    expect(await names('?searchText=b')).toEqual(['Béarnaise Sauce', 'Brown Sauce', 'Zucchini Bread']);
    expect(await names('?searchText=auce')).toEqual([]);
    expect(await names('?category=Sauces%20and%20Stocks')).toEqual(['Béarnaise Sauce', 'Brown Sauce']);
    expect(await names('?category=sauces-and-stocks&searchText=brown')).toEqual(['Brown Sauce']);
    expect(await names('?category=cookies-and-cakes')).toEqual(['Apple Pie']);
    expect((await inject(cook, 'GET', '/api/recipes?category=Desserts')).statusCode).toBe(400);
    expect((await inject(cook, 'GET', '/api/recipes?limit=0')).statusCode).toBe(400);
  });
});

describe('kitchen isolation', () => {
  it('hides every recipe of another kitchen: 404 on read, update and delete, empty list', async () => {
    const mine = await createRecipe(t, chef, { name: 'Secret Sauce', category: 'Sauces and Stocks' });
    const stranger = await t.createUser();
    expect((await inject(stranger, 'GET', `/api/recipes/${mine.id}`)).statusCode).toBe(404);
    expect((await inject(stranger, 'DELETE', `/api/recipes/${mine.id}`)).statusCode).toBe(404);
    const put = await sendRecipe(t, stranger, { ...mine }, mine.id);
    expect(put.statusCode).toBe(404);
    // Their own recipe cannot take mine as a sub-recipe either.
    const theirs = await sendRecipe(t, stranger, {
      name: 'Copy',
      category: 'Snacks',
      recipeSubRecipes: [subLine(mine.id, 1, 'Cup')],
    });
    expect(theirs.statusCode).toBe(404);
    const list = await inject(stranger, 'GET', '/api/recipes?searchText=secret');
    expect(list.json().content).toEqual([]);
    expect(list.json().totalElements).toBe(0);
    expect(await getRecipe(t, chef, mine.id)).toEqual(mine);
  });

  it('keeps a line from joining another kitchen’s rows, even written straight to the database', async () => {
    const stranger = await t.createUser();
    const mine = await createRecipe(t, chef, { name: 'Mine', category: 'Snacks' });
    const theirs = await createRecipe(t, stranger, { name: 'Theirs', category: 'Snacks' });
    await expect(
      t.db
        .insert(recipeSubRecipes)
        .values({ kitchenId: stranger.kitchenId, recipeId: theirs.id, subRecipeId: mine.id, position: 0 }),
    ).rejects.toThrow();
    await expect(
      t.db
        .insert(recipeIngredients)
        .values({ kitchenId: stranger.kitchenId, recipeId: theirs.id, ingredientId: ing.milk, position: 0 }),
    ).rejects.toThrow();
  });
});
