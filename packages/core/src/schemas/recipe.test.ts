import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues.ts';
import { toRecipeUseLine, ZRecipeForm, ZRecipeSaveRequest } from './recipe.ts';

describe('ZRecipeSaveRequest', () => {
  it('saves work in progress with a name and a category', () => {
    expect(ZRecipeSaveRequest.parse({ name: 'Stock', category: 'sauces-and-stocks' })).toEqual({
      name: 'Stock',
      category: 'Sauces and Stocks',
      prepNotes: null,
      recipeIngredients: [],
      recipeSubRecipes: [],
    });
  });

  it('refuses below the minimum with the save messages', () => {
    expect(issuesOf(ZRecipeSaveRequest, {})).toEqual([
      ['name', 'Recipe must have a name'],
      ['category', 'Recipe must have a category'],
    ]);
  });

  it('refuses a team that is not one of the three by saying which to choose, not that it is missing', () => {
    expect(issuesOf(ZRecipeSaveRequest, { name: 'Stock', category: 'Breads', team: 'Grill' })).toEqual([
      ['team', 'Please choose a team from the list'],
    ]);
    expect(ZRecipeSaveRequest.parse({ name: 'Stock', category: 'Breads', team: 'pastry' }).team).toBe(
      'Pastry',
    );
    expect(issuesOf(ZRecipeSaveRequest, { name: 'Stock', category: 'Soups' })).toEqual([
      ['category', 'Please choose a category from the list'],
    ]);
  });

  it('refuses the same ingredient twice', () => {
    expect(
      issuesOf(ZRecipeSaveRequest, {
        name: 'x',
        category: 'Breads',
        recipeIngredients: [{ ingredient: { id: 1 } }, { ingredient: { id: 2 } }, { ingredient: { id: 1 } }],
      }),
    ).toEqual([['recipeIngredients.2.ingredient', 'Error: You cannot save two of the same ingredient.']]);
  });

  it("accepts a recipe as fetched (read-only fields and the referenced entities' fields dropped)", () => {
    const body = ZRecipeSaveRequest.parse({
      id: 4,
      version: 2,
      name: 'Béchamel',
      team: 'banquets',
      category: 'Sauces and Stocks',
      yieldQuantity: 1,
      yieldUnits: 'qt',
      prepNotes: 'Whisk.',
      valid: true,
      errorMessages: [],
      cost: { total: 1 },
      nutrition: {},
      createdDate: 'x',
      lastModifiedDate: 'y',
      recipeIngredients: [
        {
          id: 1,
          key: 'k1',
          ingredient: { id: 3, name: 'Milk', ingredientNutrients: [] },
          yieldQuantity: 1,
          yieldUnits: 'Quart',
        },
      ],
      recipeSubRecipes: [
        {
          id: 2,
          recipe: { id: 9, name: 'Roux', yieldQuantity: 1.5, yieldUnits: 'Cup' },
          yieldQuantity: 6,
          yieldUnits: 'Tbs',
          suggestedUnits: ['Cup'],
        },
      ],
    });
    expect(body).toEqual({
      id: 4,
      version: 2,
      name: 'Béchamel',
      team: 'Banquets',
      category: 'Sauces and Stocks',
      yieldQuantity: 1,
      yieldUnits: 'Quart',
      prepNotes: 'Whisk.',
      recipeIngredients: [{ id: 1, ingredient: { id: 3 }, yieldQuantity: 1, yieldUnits: 'Quart' }],
      recipeSubRecipes: [{ id: 2, recipe: { id: 9 }, yieldQuantity: 6, yieldUnits: 'Tablespoon' }],
    });
    expect(issuesOf(ZRecipeSaveRequest, { name: 'x', category: 'Breads', servings: 3 })).toEqual([
      ['', 'Unrecognized key: "servings"'],
    ]);
  });
});

describe('ZRecipeForm', () => {
  it('shows the recipe form messages', () => {
    expect(issuesOf(ZRecipeForm, { name: 'x', recipeIngredients: [{ yieldQuantity: 0 }] })).toEqual([
      ['team', 'Team is required'],
      ['yieldQuantity', 'Please enter a yield'],
      ['yieldUnits', 'Yield Units are required'],
      ['category', 'Category is required'],
      ['prepNotes', 'Please enter the prep notes'],
      ['recipeIngredients.0.ingredient', 'Please select an ingredient'],
      ['recipeIngredients.0.yieldQuantity', 'Please enter a value greater than 0'],
      ['recipeIngredients.0.yieldUnits', 'Please enter yield units'],
    ]);
  });
});

describe('toRecipeUseLine', () => {
  it("answers the used recipe's head and yield, the quantity used and no units for a yield in Each", () => {
    const line = {
      id: 4,
      recipe: { id: 9, name: 'Pie dough', yieldQuantity: 2, yieldUnits: 'Each', portionName: 'disc' },
      yieldQuantity: 1,
      yieldUnits: 'Each',
    };
    expect(toRecipeUseLine(line)).toEqual({
      id: 4,
      recipe: { id: 9, name: 'Pie dough', yieldQuantity: 2, yieldUnits: 'Each', portionName: 'disc' },
      yieldQuantity: 1,
      yieldUnits: 'Each',
      suggestedUnits: [],
    });
  });

  it('answers null for a yield the recipe has not set', () => {
    const line = { id: 5, recipe: { id: 3, name: 'Stock' }, yieldQuantity: null, yieldUnits: null };
    expect(toRecipeUseLine(line).recipe).toEqual({
      id: 3,
      name: 'Stock',
      yieldQuantity: null,
      yieldUnits: null,
      portionName: null,
    });
  });
});
