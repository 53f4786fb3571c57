import type { TRecipeListItem } from '@brigade/core';
import type { ItemColumn } from '../../../components/item-list';

/** Spec 2 recipes table: Name, Category, number of recipe ingredients, each sorted on the server. */
export const RECIPE_COLUMNS: ItemColumn<TRecipeListItem>[] = [
  { key: 'name', header: 'Name', sortField: 'name', render: (r) => r.name },
  { key: 'category', header: 'Category', sortField: 'category', phone: true, render: (r) => r.category },
  {
    key: 'ingredients',
    header: 'Number of Ingredients',
    sortField: 'numberOfIngredients',
    align: 'right',
    render: (r) => r.numberOfIngredients,
  },
];

/** The line under a card's name. */
export function describeRecipe(recipe: TRecipeListItem): string {
  return [recipe.category, recipe.team].filter(Boolean).join(' · ');
}
