import { MSG, recipeCost } from '@brigade/core';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { fakeApi, json } from '../../test/fake-api';
import { HERB_OIL, kitchenReads, recipeGraph, recipeReply, VINAIGRETTE } from '../../test/recipe-fixtures';
import { recipeTreeQuery } from './recipe-tree';
import { allergenTexts, printSections } from './scaling/print-sections';
import { scaleForPrint } from './scaling/RecipePrintPage';

const kitchen = () => fakeApi(kitchenReads());
const loadTree = async (id: number) => (await createQueryClient().fetchQuery(recipeTreeQuery(id))).root;

describe('recipeTreeQuery: one read of GET /api/recipes/{id}/tree, linked by core', () => {
  it('reads the whole tree once: no read per ingredient or sub-recipe', async () => {
    const server = kitchen();
    const tree = await loadTree(1);

    expect(tree.recipeIngredients.map((l) => l.ingredient?.name)).toEqual([
      'Olive Oil',
      'Red Wine Vinegar',
      'Kosher Salt',
    ]);
    expect(tree.recipeSubRecipes[0].recipe?.recipeIngredients[0].ingredient?.name).toBe('Parsley');
    // The hand-worked cost of test-fixtures.ts, through core: 0.625 + 0.1875 + 2 × 6/453.59237 + 0.1875.
    expect(recipeCost(tree).total).toBeCloseTo(0.625 + 0.1875 + 2 * (6 / 453.59237) + 0.1875, 9);
    expect(server.requests.map((r) => r.path)).toEqual(['/api/recipes/1/tree']);
  });

  it('gives every recipe and ingredient of the tree by id, each one object shared by its lines', async () => {
    kitchen();
    const { root, recipes, ingredients } = await createQueryClient().fetchQuery(recipeTreeQuery(1));
    expect([...recipes.keys()].sort()).toEqual([1, 2]);
    expect([...ingredients.keys()].sort()).toEqual([11, 12, 13, 14]);
    expect(recipes.get(1)).toBe(root);
    expect(root.recipeSubRecipes[0].recipe).toBe(recipes.get(2));
    expect(root.recipeIngredients[0].ingredient).toBe(ingredients.get(11));
  });

  it('a cycle in stored data reaches core, which names it instead of looping', async () => {
    const sub = (id: number, name: string) => ({
      id,
      recipe: { id, name, yieldQuantity: 1, yieldUnits: 'Cup' },
      yieldQuantity: 1,
      yieldUnits: 'Cup',
      suggestedUnits: [],
    });
    const a = recipeReply({ id: 7, name: 'Sauce A', recipeSubRecipes: [sub(8, 'Sauce B')] });
    const b = recipeReply({ id: 8, name: 'Sauce B', recipeSubRecipes: [sub(7, 'Sauce A')] });
    fakeApi({ 'GET /api/recipes/7/tree': () => json(recipeGraph(7, [a, b], [])) });
    const tree = await loadTree(7);
    expect(() => recipeCost(tree)).toThrow('Sauce A → Sauce B → Sauce A');
  });
});

describe('print view sections (spec 2)', () => {
  it('prints the recipe, then each sub-recipe scaled to what the parent uses', async () => {
    kitchen();
    const tree = await loadTree(1);
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
    const tree = await loadTree(1);
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
    const tree = await loadTree(1);
    const scaled = scaleForPrint(tree, '2', 'Pound');
    // A recipe has no conversions of its own: Cup to Pound has none to go through (spec 5 text).
    expect(scaled.errors).toEqual([MSG.noConversions]);
    expect(printSections(scaled.recipe)[0].yieldText).toBe('1 Cup');
  });

  it("prints what each recipe contains: the salt was never reviewed, the herb oil's parsley has none", async () => {
    kitchen();
    const [root, herbOil] = printSections(scaleForPrint(await loadTree(1), null, null).recipe);
    expect(root.allergens).toEqual(['Allergens not reviewed: Kosher Salt']);
    expect(herbOil.allergens).toEqual(['Contains: no major allergens']);
  });

  it('prints the allergens through the sub-recipe: butter in the herb oil makes the vinaigrette "Contains: Milk"', async () => {
    const herbOil = {
      ...HERB_OIL,
      recipeIngredients: [
        ...HERB_OIL.recipeIngredients,
        { id: 22, ingredient: { id: 15, name: 'Butter' }, yieldQuantity: 1, yieldUnits: 'Ounce' },
      ],
    };
    fakeApi(kitchenReads([VINAIGRETTE, herbOil]));
    const [root, nested] = printSections(scaleForPrint(await loadTree(1), null, null).recipe);
    expect(root.allergens).toEqual(['Contains: Milk', 'Allergens not reviewed: Kosher Salt']);
    expect(nested.allergens).toEqual(['Contains: Milk']);
  });

  it("words the allergen lines with the allergens' labels (Tree Nuts, not TREE_NUTS)", () => {
    expect(allergenTexts({ allergens: ['MILK', 'WHEAT', 'TREE_NUTS'], notReviewed: [] })).toEqual([
      'Contains: Milk, Wheat, Tree Nuts',
    ]);
    expect(allergenTexts({ allergens: [], notReviewed: ['Salt', 'Stock'] })).toEqual([
      'Allergens not reviewed: Salt, Stock',
    ]);
  });
});
