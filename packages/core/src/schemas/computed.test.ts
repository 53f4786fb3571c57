import { describe, expect, it } from 'vitest';
import { menuItemCost } from '../costing/menu-item-cost.ts';
import { recipeCost } from '../costing/recipe-cost.ts';
import { menuItemNutrition } from '../nutrition/menu-item-nutrition.ts';
import { nutritionFacts } from '../nutrition/nutrition-facts.ts';
import { recipeNutrition } from '../nutrition/recipe-nutrition.ts';
import { planPreplist } from '../preplist/planner.ts';
import { bechamel, gratin } from '../testing/kitchen.ts';
import { ZMenuItemCost, ZMenuItemNutrition } from './menu-item.ts';
import { ZPreplistResponse } from './preplist.ts';
import { ZRecipeCost, ZRecipeNutrition } from './recipe.ts';

// The response schemas describe exactly what the core functions compute: a field added on one side
// and not the other fails here (the serializer would silently drop it).
describe('response schemas match the computed shapes', () => {
  it('recipe cost and nutrition', () => {
    const cost = recipeCost(gratin());
    expect(ZRecipeCost.strict().parse(cost)).toEqual(cost);
    const nutrition = recipeNutrition(gratin());
    expect(ZRecipeNutrition.strict().parse(nutrition)).toEqual(nutrition);
  });

  it('menu item cost and nutrition', () => {
    const item = {
      name: 'Plate',
      servings: 2,
      menuItemRecipes: [{ recipe: bechamel(), yieldQuantity: 1, yieldUnits: 'Cup' }],
    };
    const cost = menuItemCost(item);
    expect(ZMenuItemCost.strict().parse(cost)).toEqual(cost);
    const nutrition = menuItemNutrition(item);
    const withFacts = { ...nutrition, facts: nutritionFacts(item, nutrition) };
    expect(ZMenuItemNutrition.strict().parse(withFacts)).toEqual(withFacts);
  });

  it('prep list', () => {
    const list = planPreplist([
      {
        menuItem: {
          name: 'Plate',
          servings: 2,
          menuItemRecipes: [{ recipe: gratin(), yieldQuantity: 1, yieldUnits: 'Each' }],
        },
        prepQuantity: 10,
        plating: 'Plated',
        section: 'Mains',
      },
    ]);
    expect(ZPreplistResponse.parse(list)).toEqual(list);
  });
});
