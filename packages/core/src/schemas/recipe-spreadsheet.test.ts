import { describe, expect, it } from 'vitest';
import { checkRecipeSpreadsheet, quantityCell, recipeSpreadsheetSaveBody } from './recipe-spreadsheet.ts';

const catalogue = {
  ingredients: [
    { id: 1, name: 'All-purpose Flour', category: 'Grains and Pasta' },
    { id: 2, name: 'Butter', category: 'Dairy and Egg Products' },
    { id: 3, name: 'Basil', category: 'Spices and Herbs' },
    { id: 4, name: 'Basil', category: 'Vegetables and Vegetable Products' },
  ],
  recipes: [{ id: 10, name: 'Crème Pâtissière' }],
};

describe('quantityCell', () => {
  it('reads numbers as spreadsheets and cooks write them', () => {
    expect(quantityCell(2.5)).toBe(2.5);
    expect(quantityCell('1,250.5')).toBe(1250.5);
    expect(quantityCell('1 1/2')).toBe(1.5);
    expect(quantityCell('½')).toBe(0.5);
    expect(quantityCell('2 ¼')).toBe(2.25);
    expect(quantityCell('')).toBeNull();
    expect(quantityCell('two')).toBeNaN();
    // A range is not one amount: refused, not read as its first number.
    expect(quantityCell('1-2')).toBeNaN();
  });
});

describe('checkRecipeSpreadsheet', () => {
  it('groups rows by the folded recipe name, keeps the first recipe fields and every prep note', () => {
    const { recipes, errors } = checkRecipeSpreadsheet(
      [
        {
          recipe: 'Tart',
          category: 'Cookies and Cakes',
          yieldQuantity: '8',
          yieldUnits: 'slices',
          quantity: '250',
          units: 'g',
          item: 'all purpose flour',
          prepNotes: 'Rest the dough.',
        },
        {
          recipe: 'TART',
          category: 'Breads',
          quantity: '½',
          units: 'cups',
          item: 'creme patissiere',
          prepNotes: 'Fill when cold.',
        },
        { recipe: 'tart', category: null, quantity: '125', units: 'Gram', item: 'Butter' },
      ],
      catalogue,
    );
    expect(errors).toEqual([]);
    expect(recipes).toHaveLength(1);
    const [tart] = recipes;
    // The first spelling and the first category given; later ones are not a second recipe.
    expect([tart.name, tart.category, tart.yieldQuantity, tart.yieldUnits]).toEqual([
      'Tart',
      'Cookies and Cakes',
      8,
      'Slice',
    ]);
    expect(tart.prepNotes).toBe('Rest the dough.\nFill when cold.');
    expect(recipeSpreadsheetSaveBody(tart)).toMatchObject({
      recipeIngredients: [
        { ingredient: { id: 1 }, yieldQuantity: 250, yieldUnits: 'Gram' },
        { ingredient: { id: 2 }, yieldQuantity: 125, yieldUnits: 'Gram' },
      ],
      // Accents and case aside, "creme patissiere" is the kitchen's Crème Pâtissière.
      recipeSubRecipes: [{ recipe: { id: 10 }, yieldQuantity: 0.5, yieldUnits: 'Cup' }],
    });
  });

  it('flags a name two ingredients share, and a line with a quantity but no item, numbering lines as in the file', () => {
    const { errors } = checkRecipeSpreadsheet(
      [
        { recipe: 'Pesto', quantity: '1', units: 'Cup', item: 'Basil' },
        { recipe: 'Pesto', quantity: '1', units: 'Cup', item: '' },
        { recipe: 'Pesto', prepNotes: 'Pound in a mortar.' },
      ],
      catalogue,
    );
    expect(errors).toEqual([
      {
        row: 0,
        field: 'item',
        message:
          '2 ingredients are named Basil (Spices and Herbs, Vegetables and Vegetable Products): rename one so the line names a single ingredient.',
      },
      { row: 1, field: 'item', message: 'Name the ingredient or sub-recipe of this line.' },
    ]);
  });

  it('saves a recipe of the file before the recipes using it, and its lines take the id it is saved with', () => {
    const { recipes, errors } = checkRecipeSpreadsheet(
      [
        { recipe: 'Tart', quantity: '1', units: 'Each', item: 'tart crust' },
        { recipe: 'Tart', quantity: '125', units: 'Gram', item: 'Butter' },
        { recipe: 'Tart Crust', quantity: '1', units: 'Each', item: 'Sweet Dough' },
        { recipe: 'Sweet Dough', quantity: '250', units: 'Gram', item: 'All-purpose Flour' },
        { recipe: 'Shortbread', quantity: '100', units: 'Gram', item: 'Sweet dough' },
      ],
      catalogue,
    );
    expect(errors).toEqual([]);
    // Sweet Dough (row 3) is used by Tart Crust (row 2), used by Tart (row 0); Shortbread stays last.
    expect(recipes.map((r) => r.name)).toEqual(['Sweet Dough', 'Tart Crust', 'Tart', 'Shortbread']);
    const tart = recipes[2];
    expect(tart.lines[0].match).toEqual({ kind: 'file', id: 2, name: 'Tart Crust' });
    // Saved as ids 41 (Sweet Dough, first row 3) and 42 (Tart Crust, first row 2).
    const savedIds = new Map([
      [3, 41],
      [2, 42],
    ]);
    expect(recipeSpreadsheetSaveBody(tart, savedIds)).toMatchObject({
      recipeIngredients: [{ ingredient: { id: 2 }, yieldQuantity: 125, yieldUnits: 'Gram' }],
      recipeSubRecipes: [{ recipe: { id: 42 }, yieldQuantity: 1, yieldUnits: 'Each' }],
    });
    expect(recipeSpreadsheetSaveBody(recipes[3], savedIds).recipeSubRecipes).toEqual([
      { recipe: { id: 41 }, yieldQuantity: 100, yieldUnits: 'Gram' },
    ]);
  });

  it('refuses recipes of the file that use each other in a circle, on the line closing it', () => {
    const { errors } = checkRecipeSpreadsheet(
      [
        { recipe: 'Sauce', quantity: '1', units: 'Cup', item: 'Stock' },
        { recipe: 'Stock', quantity: '1', units: 'Cup', item: 'Bones' },
        { recipe: 'Bones', quantity: '2', units: 'Cup', item: 'sauce' },
        { recipe: 'Glaze', quantity: '1', units: 'Cup', item: 'Glaze' },
        { recipe: 'Gravy', quantity: '1', units: 'Cup', item: 'Stock' },
      ],
      catalogue,
    );
    // Gravy uses the circle but is not on it: one error per circle.
    expect(errors).toEqual([
      { row: 2, field: 'item', message: 'A recipe cannot contain itself: Sauce → Stock → Bones → Sauce' },
      { row: 3, field: 'item', message: 'A recipe cannot contain itself: Glaze → Glaze' },
    ]);
  });
});
