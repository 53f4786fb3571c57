import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues.ts';
import { ZMenuItemForm, ZMenuItemSaveRequest } from './menu-item.ts';

describe('menu item schemas', () => {
  it('saves with a name; servings and line quantity default to 1', () => {
    expect(
      ZMenuItemSaveRequest.parse({
        name: 'Gratin',
        menuItemRecipes: [{ recipe: { id: 1 }, yieldUnits: 'Each' }],
      }),
    ).toEqual({
      name: 'Gratin',
      description: null,
      platingNotes: null,
      servingSize: null,
      servings: 1,
      menuItemRecipes: [{ recipe: { id: 1 }, yieldQuantity: 1, yieldUnits: 'Each' }],
    });
    expect(issuesOf(ZMenuItemSaveRequest, {})).toEqual([['name', 'Menu item name is required']]);
  });

  it('refuses two of the same recipe', () => {
    expect(
      issuesOf(ZMenuItemSaveRequest, {
        name: 'x',
        menuItemRecipes: [{ recipe: { id: 1 } }, { recipe: { id: 1 } }],
      }),
    ).toEqual([['menuItemRecipes.1.recipe', 'Error: You cannot save two of the same recipes.']]);
  });

  it('reads the enumerations; echoed computed fields (allergens) are dropped', () => {
    expect(
      ZMenuItemSaveRequest.parse({
        name: 'x',
        courseType: 'entree',
        servingVessel: 'plate',
        allergens: ['MILK'],
      }),
    ).toEqual({
      name: 'x',
      courseType: 'Entrée',
      servingVessel: 'Plate',
      description: null,
      platingNotes: null,
      servingSize: null,
      servings: 1,
      menuItemRecipes: [],
    });
  });

  it('the form shows the row messages', () => {
    expect(
      issuesOf(ZMenuItemForm, {
        name: 'x',
        description: 'd',
        platingNotes: 'p',
        servingSize: '6 oz',
        menuItemRecipes: [{ recipe: null, yieldQuantity: 0 }],
      }),
    ).toEqual([
      ['menuItemRecipes.0.recipe', 'Recipe is required'],
      ['menuItemRecipes.0.yieldQuantity', 'Please enter a value greater than 0'],
      ['menuItemRecipes.0.yieldUnits', 'Please enter yield units'],
    ]);
  });
});
