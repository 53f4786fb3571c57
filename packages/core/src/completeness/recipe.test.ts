import { describe, expect, it } from 'vitest';
import { recipeCompleteness, recipeSaveIssues } from './recipe.ts';

const line = { ingredient: { id: 1 }, yieldQuantity: 2, yieldUnits: 'Cup' };
const complete = {
  id: 5,
  name: 'Béchamel',
  team: 'Banquets',
  category: 'Sauces and Stocks',
  yieldQuantity: 1,
  yieldUnits: 'Quart',
  prepNotes: 'Whisk.',
  recipeIngredients: [line],
  recipeSubRecipes: [{ recipe: { id: 9 }, yieldQuantity: 6, yieldUnits: 'Tablespoon' }],
};

describe('recipe completeness (spec 4/5)', () => {
  it('is complete with every field and line', () => {
    expect(recipeCompleteness(complete).complete).toBe(true);
  });

  it('lists the recipe messages', () => {
    expect(recipeCompleteness({ recipeIngredients: [], recipeSubRecipes: [] }).messages).toEqual([
      'Please enter a name',
      'Team is required',
      'Please enter a yield',
      'Yield Units are required',
      'Category is required',
      'Please enter the prep notes',
      'Please add at least one ingredient',
    ]);
    expect(recipeCompleteness({ ...complete, yieldQuantity: 0 }).messages).toEqual([
      'Please enter a value greater than 0',
    ]);
    expect(recipeCompleteness({ ...complete, yieldQuantity: 1e-9 }).messages).toEqual([
      'Please enter a value greater than 0',
    ]);
  });

  it('lists the ingredient-row and sub-recipe-row messages with their paths', () => {
    const c = recipeCompleteness({
      ...complete,
      recipeIngredients: [
        line,
        { ingredient: null, yieldQuantity: null, yieldUnits: null },
        { ...line, yieldQuantity: 0 },
      ],
      recipeSubRecipes: [{ recipe: null, yieldQuantity: null, yieldUnits: '' }],
    });
    expect(c.issues).toEqual([
      { path: ['recipeIngredients', 1, 'ingredient'], message: 'Please select an ingredient' },
      { path: ['recipeIngredients', 1, 'yieldQuantity'], message: 'Please enter a yield quantity' },
      { path: ['recipeIngredients', 1, 'yieldUnits'], message: 'Please enter yield units' },
      { path: ['recipeIngredients', 2, 'yieldQuantity'], message: 'Please enter a value greater than 0' },
      {
        path: ['recipeIngredients', 2, 'ingredient'],
        message: 'Error: You cannot save two of the same ingredient.',
      },
      { path: ['recipeSubRecipes', 0, 'recipe'], message: 'Sub Recipe recipe is required' },
      { path: ['recipeSubRecipes', 0, 'yieldQuantity'], message: 'Please enter a yield quantity' },
      { path: ['recipeSubRecipes', 0, 'yieldUnits'], message: 'Sub Recipe yield units are required' },
    ]);
  });

  it('the save minimum is a name and a category, lines naming what they use, no duplicates', () => {
    expect(recipeSaveIssues({ name: 'Draft', category: 'Breads' })).toEqual([]);
    expect(recipeSaveIssues({}).map((i) => i.message)).toEqual([
      'Recipe must have a name',
      'Recipe must have a category',
    ]);
    expect(
      recipeSaveIssues({
        ...complete,
        recipeIngredients: [line, line],
        recipeSubRecipes: [{ recipe: { id: 5 } }],
      }).map((i) => i.message),
    ).toEqual([
      'Error: You cannot save two of the same ingredient.',
      'A recipe cannot contain itself: Béchamel → Béchamel',
    ]);
  });
});
