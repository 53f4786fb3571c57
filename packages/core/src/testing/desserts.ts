import type { TIngredientData, TMenuItemNode, TRecipeNode } from '../model/recipe-tree.ts';

/**
 * Two desserts for the event tests, each with one allergen. Their costs, worked by hand:
 * - Panna Cotta: 1 Cup of cream = 1/4 qt × $8 = $2.00 a batch of 4 → $0.50 a serving (milk).
 * - Almond Cake: 4 oz almonds = 1/4 lb × $12 = $3.00 a serving (tree nuts).
 */
export const CREAM: TIngredientData = {
  id: 1,
  name: 'Cream',
  cost: 8,
  costAmount: 1,
  costUnits: 'Quart',
  allergens: ['MILK'],
};
export const ALMONDS: TIngredientData = {
  id: 2,
  name: 'Almonds',
  cost: 12,
  costAmount: 1,
  costUnits: 'Pound',
  allergens: ['TREE_NUTS'],
};

const oneIngredient = (
  name: string,
  ingredient: TIngredientData,
  qty: number,
  units: string,
): TRecipeNode => ({
  name,
  yieldQuantity: 1,
  yieldUnits: 'Each',
  recipeIngredients: [{ ingredient, yieldQuantity: qty, yieldUnits: units }],
  recipeSubRecipes: [],
});

type Dessert = TMenuItemNode & { id: number; courseType: string; servingSize: string };

export const PANNA_COTTA: Dessert = {
  id: 10,
  name: 'Panna Cotta',
  courseType: 'Dessert',
  servingSize: '4 oz',
  servings: 4,
  menuItemRecipes: [
    { recipe: oneIngredient('Panna cotta', CREAM, 1, 'Cup'), yieldQuantity: 1, yieldUnits: 'Each' },
  ],
};
export const ALMOND_CAKE: Dessert = {
  id: 11,
  name: 'Almond Cake',
  courseType: 'Dessert',
  servingSize: '1 slice',
  servings: 1,
  menuItemRecipes: [
    { recipe: oneIngredient('Cake', ALMONDS, 4, 'Ounce'), yieldQuantity: 1, yieldUnits: 'Each' },
  ],
};
