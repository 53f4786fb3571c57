import { RECIPE_IMPORT_MAX_CHARS, RECIPE_IMPORT_MESSAGES, type TRecipeImportDraft } from '@brigade/core';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeIngredients, recipes } from '../../db/schema/index.ts';
import { complete, createIngredient, createRecipe, createVendor } from '../../test/recipes.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

let t: TestApp;
let chef: TestUser;
let other: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  chef = await t.createUser();
  other = await t.createUser();
  const vendor = await createVendor(t, chef);
  for (const name of ['All-purpose Flour', 'Unsalted Butter', 'Large Eggs', 'Kosher Salt'])
    ids[name] = (
      await createIngredient(t, chef, vendor, { name, cost: 1, costAmount: 1, costUnits: 'Pound' })
    ).id;
  ids['Vanilla Sugar'] = (await createRecipe(t, chef, complete('Vanilla Sugar', 1, 'Cup'))).id;
  // The other kitchen has an ingredient named like a line: it must never be matched.
  const theirs = await createVendor(t, other);
  await createIngredient(t, other, theirs, {
    name: 'Ripe Bananas',
    cost: 1,
    costAmount: 1,
    costUnits: 'Pound',
  });
});
afterAll(() => t.close());

const importRecipe = (user: TestUser, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/recipes/import',
    headers: user.headers,
    payload: payload as object,
  });

const page = (ingredients: string[]) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebPage', name: 'Shortbread | Site' },
      {
        '@type': 'Recipe',
        name: 'Shortbread',
        recipeYield: ['16', '16 fingers'],
        recipeIngredient: ingredients,
        recipeInstructions: [{ '@type': 'HowToStep', text: 'Rub, press, bake.' }],
      },
    ],
  })}</script></head><body></body></html>`;

const storedCounts = async () => [
  (await t.db.select({ n: count() }).from(recipes))[0].n,
  (await t.db.select({ n: count() }).from(recipeIngredients))[0].n,
];

describe('POST /api/recipes/import', () => {
  it('answers a draft of a page matched to the caller’s catalogue, saving nothing', async () => {
    const before = await storedCounts();
    const res = await importRecipe(chef, {
      source: page([
        '2 1/2 cups flour',
        '200 g butter, softened',
        '3 large eggs',
        '½ tsp salt',
        '2 tbsp vanilla sugar',
        '3 ripe bananas',
      ]),
    });
    expect(res.statusCode).toBe(200);
    const draft = res.json<TRecipeImportDraft>();
    expect(draft).toMatchObject({
      format: 'json-ld',
      name: 'Shortbread',
      yieldQuantity: 16,
      yieldUnits: 'Each',
      yieldText: '16 fingers',
      prepNotes: '1. Rub, press, bake.',
      unmatched: 1,
    });
    expect(draft.lines.map((l) => [l.quantity, l.units, l.text, l.note, l.match?.kind, l.match?.id])).toEqual(
      [
        [2.5, 'Cup', 'flour', null, 'ingredient', ids['All-purpose Flour']],
        [200, 'Gram', 'butter', 'softened', 'ingredient', ids['Unsalted Butter']],
        [3, 'Each', 'large eggs', null, 'ingredient', ids['Large Eggs']],
        [0.5, 'Teaspoon', 'salt', null, 'ingredient', ids['Kosher Salt']],
        [2, 'Tablespoon', 'vanilla sugar', null, 'recipe', ids['Vanilla Sugar']],
        // The other kitchen's Ripe Bananas are not this kitchen's: unmatched.
        [3, 'Each', 'ripe bananas', null, undefined, undefined],
      ],
    );
    expect(await storedCounts()).toEqual(before);
  });

  it('reads pasted text', async () => {
    const res = await importRecipe(chef, {
      source: 'Pancakes\nServes 4\n1 cup flour\n2 eggs\nMethod\nMix.\nFry.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      format: 'text',
      name: 'Pancakes',
      yieldQuantity: 4,
      yieldUnits: 'Each',
      prepNotes: '1. Mix.\n2. Fry.',
      unmatched: 0,
    });
  });

  it('refuses a page without a recipe, and a missing source, with 400 on source', async () => {
    const res = await importRecipe(chef, { source: '<html><body><p>Contact us</p></body></html>' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: RECIPE_IMPORT_MESSAGES.noRecipe,
      errors: [{ field: 'source', message: RECIPE_IMPORT_MESSAGES.noRecipe }],
    });
    expect((await importRecipe(chef, {})).statusCode).toBe(400);
    expect((await importRecipe(chef, { source: 12 })).statusCode).toBe(400);
  });

  it('refuses a source past 2 million characters with a clear 400, and a body past the limit with 413', async () => {
    const long = await importRecipe(chef, {
      source: `Big\n${'1 cup flour\n'.repeat(RECIPE_IMPORT_MAX_CHARS / 12 + 1)}`,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].message).toBe(RECIPE_IMPORT_MESSAGES.tooLarge(RECIPE_IMPORT_MAX_CHARS));
    const huge = await importRecipe(chef, { source: 'x'.repeat(3 * RECIPE_IMPORT_MAX_CHARS + 10) });
    expect(huge.statusCode).toBe(413);
  });
});
