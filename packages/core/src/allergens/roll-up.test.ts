import { describe, expect, it } from 'vitest';
import type { TIngredientData, TMenuItemNode, TRecipeNode } from '../model/recipe-tree.ts';
import { menuAllergens, menuItemAllergens, recipeAllergens } from './roll-up.ts';

const flour: TIngredientData = { id: 1, name: 'Flour', allergens: ['WHEAT'] };
const butter: TIngredientData = { id: 2, name: 'Butter', allergens: ['MILK'] };
const salt: TIngredientData = { id: 3, name: 'Salt', allergens: [] };
const pepper: TIngredientData = { id: 4, name: 'Pepper', allergens: null };
const shrimp: TIngredientData = { id: 5, name: 'Shrimp', allergens: ['SHELLFISH'] };

const line = (ingredient: TIngredientData) => ({ ingredient, yieldQuantity: 1, yieldUnits: 'Gram' });
const recipe = (name: string, ingredients: TIngredientData[], subs: TRecipeNode[] = []): TRecipeNode => ({
  name,
  recipeIngredients: ingredients.map(line),
  recipeSubRecipes: subs.map((r) => ({ recipe: r, yieldQuantity: 1, yieldUnits: 'Cup' })),
});

describe('allergen roll-up', () => {
  const roux = recipe('Roux', [butter, flour]);
  const veloute = recipe('Velouté', [salt, pepper], [roux]);
  const bisque = recipe('Bisque', [shrimp], [veloute]);

  it('collects allergens through two levels of sub-recipes, in the list order', () => {
    expect(recipeAllergens(bisque)).toEqual({
      allergens: ['MILK', 'WHEAT', 'SHELLFISH'],
      notReviewed: ['Pepper'],
    });
  });

  it('an empty list means reviewed and none; null means not reviewed', () => {
    expect(recipeAllergens(recipe('Brine', [salt]))).toEqual({ allergens: [], notReviewed: [] });
    expect(recipeAllergens(recipe('Seasoning', [pepper]))).toEqual({
      allergens: [],
      notReviewed: ['Pepper'],
    });
  });

  it('rolls up through menu items and menus, each allergen once', () => {
    const item: TMenuItemNode = {
      name: 'Shrimp bisque',
      menuItemRecipes: [{ recipe: bisque, yieldQuantity: 1, yieldUnits: 'Cup' }],
    };
    const bread: TMenuItemNode = {
      name: 'Bread',
      menuItemRecipes: [{ recipe: recipe('Loaf', [flour, salt]), yieldQuantity: 1, yieldUnits: 'Each' }],
    };
    expect(menuItemAllergens(item).allergens).toEqual(['MILK', 'WHEAT', 'SHELLFISH']);
    expect(
      menuAllergens({
        name: 'Winter',
        menuSections: [{ name: 'Starters', menuSectionItems: [{ menuItem: item }, { menuItem: bread }] }],
      }),
    ).toEqual({ allergens: ['MILK', 'WHEAT', 'SHELLFISH'], notReviewed: ['Pepper'] });
  });
});
