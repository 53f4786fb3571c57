import { MSG, recipeCost } from '@brigade/core';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { fakeApi, json } from '../../test/fake-api';
import { loadRecipeTree } from './recipe-tree';
import { printSections } from './scaling/print-sections';
import { scaleForPrint } from './scaling/RecipePrintPage';
import { HERB_OIL, OIL, PARSLEY, recipeReply, SALT, VINAIGRETTE, VINEGAR } from './test-fixtures';

function kitchen() {
  return fakeApi({
    'GET /api/recipes/1': () => json(VINAIGRETTE),
    'GET /api/recipes/2': () => json(HERB_OIL),
    'GET /api/ingredients/11': () => json(OIL),
    'GET /api/ingredients/12': () => json(VINEGAR),
    'GET /api/ingredients/13': () => json(SALT),
    'GET /api/ingredients/14': () => json(PARSLEY),
  });
}

describe('loadRecipeTree', () => {
  it('reads the recipe, its ingredients in full and its sub-recipes, each once', async () => {
    const server = kitchen();
    const tree = await loadRecipeTree(createQueryClient(), 1);

    expect(tree.recipeIngredients.map((l) => l.ingredient?.name)).toEqual([
      'Olive Oil',
      'Red Wine Vinegar',
      'Kosher Salt',
    ]);
    expect(tree.recipeSubRecipes[0].recipe?.recipeIngredients[0].ingredient?.name).toBe('Parsley');
    // The hand-worked cost of test-fixtures.ts, through core.
    expect(recipeCost(tree).total).toBeCloseTo(0.625 + 0.1875 + 2 * (6 / 453.59237) + 0.1875, 9);
    expect(server.calls('GET', '/api/recipes/2')).toHaveLength(1);
    expect(server.calls('GET', '/api/ingredients/14')).toHaveLength(1);
  });

  it('ends a cycle in stored data with a stub, so core names it instead of looping', async () => {
    const a = recipeReply({
      id: 7,
      name: 'Sauce A',
      recipeSubRecipes: [
        {
          id: 1,
          recipe: { id: 8, name: 'Sauce B', yieldQuantity: 1, yieldUnits: 'Cup' },
          yieldQuantity: 1,
          yieldUnits: 'Cup',
          suggestedUnits: [],
        },
      ],
    });
    const b = recipeReply({
      id: 8,
      name: 'Sauce B',
      recipeSubRecipes: [
        {
          id: 2,
          recipe: { id: 7, name: 'Sauce A', yieldQuantity: 1, yieldUnits: 'Cup' },
          yieldQuantity: 1,
          yieldUnits: 'Cup',
          suggestedUnits: [],
        },
      ],
    });
    fakeApi({ 'GET /api/recipes/7': () => json(a), 'GET /api/recipes/8': () => json(b) });
    const tree = await loadRecipeTree(createQueryClient(), 7);
    expect(() => recipeCost(tree)).toThrow('Sauce A → Sauce B → Sauce A');
  });
});

describe('print view sections (spec 2)', () => {
  it('prints the recipe, then each sub-recipe scaled to what the parent uses', async () => {
    kitchen();
    const tree = await loadRecipeTree(createQueryClient(), 1);
    const [root, herbOil] = printSections(scaleForPrint(tree, null, null).recipe);

    expect(root).toMatchObject({
      name: 'Vinaigrette',
      team: 'Banquets',
      yieldText: '1 Cup',
      usedIn: [],
      prepNotes: 'Whisk.',
      subRecipes: [{ name: 'Herb Oil', quantity: '1/2 Cup' }],
    });
    expect(root.ingredients.map((l) => `${l.quantity} ${l.name}`)).toEqual([
      '1/2 Cup Olive Oil',
      '3 Tablespoons Red Wine Vinegar',
      '1 Teaspoon Kosher Salt',
    ]);
    // The vinaigrette uses 1/2 Cup of a 2 Cup batch: a quarter of the parsley.
    expect(herbOil).toMatchObject({ name: 'Herb Oil', usedIn: ['Vinaigrette'], yieldText: '1/2 Cup' });
    expect(herbOil.ingredients.map((l) => `${l.quantity} ${l.name}`)).toEqual(['1 Ounce Parsley']);
  });

  it('scales to ?yield=…&units=… (2 Cups doubles every line and the sub-recipe)', async () => {
    kitchen();
    const tree = await loadRecipeTree(createQueryClient(), 1);
    const scaled = scaleForPrint(tree, '2', 'Cup');
    expect(scaled.errors).toEqual([]);
    const [root, herbOil] = printSections(scaled.recipe);
    expect(root.yieldText).toBe('2 Cups');
    // 6 Tablespoons = 3/8 Cup; 2 Teaspoons are less than a Tablespoon (3 tsp), so they stay teaspoons.
    expect(root.ingredients.map((l) => l.quantity)).toEqual(['1 Cup', '3/8 Cup', '2 Teaspoons']);
    expect(herbOil.ingredients[0].quantity).toBe('2 Ounces');
  });

  it('says why a yield in units of another kind cannot be printed, and prints the recipe as it is', async () => {
    kitchen();
    const tree = await loadRecipeTree(createQueryClient(), 1);
    const scaled = scaleForPrint(tree, '2', 'Pound');
    // A recipe has no conversions of its own: Cup to Pound has none to go through (spec 5 text).
    expect(scaled.errors).toEqual([MSG.noConversions]);
    expect(printSections(scaled.recipe)[0].yieldText).toBe('1 Cup');
  });
});
