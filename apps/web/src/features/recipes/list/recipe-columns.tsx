import type { TRecipeListItem } from '@brigade/core';
import type { ItemColumn } from '../../../components/item-list';

/** Spec 2 recipes table: Name, Category, number of recipe ingredients. */
export const RECIPE_COLUMNS: ItemColumn<TRecipeListItem>[] = [
  { key: 'name', header: 'Name', render: (r) => r.name },
  { key: 'category', header: 'Category', render: (r) => r.category },
  {
    key: 'ingredients',
    header: 'Number of Ingredients',
    align: 'right',
    render: (r) => r.numberOfIngredients,
  },
];

/** The line under a card's name. */
export function describeRecipe(recipe: TRecipeListItem): string {
  return [recipe.category, recipe.team].filter(Boolean).join(' · ');
}
