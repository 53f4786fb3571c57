import { formatMoney, type TIngredientListItem } from '@brigade/core';
import type { ItemColumn } from '../../components/item-list';

/** Spec 2: Name, Cost (with a $ prefix), Cost Units, Category, Number of Conversions, Number of Nutrients. */
export const INGREDIENT_COLUMNS: ItemColumn<TIngredientListItem>[] = [
  { key: 'name', header: 'Name', render: (i) => i.name },
  {
    key: 'cost',
    header: 'Cost',
    align: 'right',
    render: (i) => (i.cost === null ? '' : formatMoney(i.cost)),
  },
  { key: 'costUnits', header: 'Cost Units', render: (i) => i.costUnits ?? '' },
  { key: 'category', header: 'Category', render: (i) => i.category },
  {
    key: 'conversions',
    header: 'Number of Conversions',
    align: 'right',
    render: (i) => i.numberOfConversions,
  },
  { key: 'nutrients', header: 'Number of Nutrients', align: 'right', render: (i) => i.numberOfNutrients },
];

/** The line under a card's name: what a pack costs ("$20.00 per 50 Pound"). */
export function describeIngredient(ingredient: TIngredientListItem): string {
  if (ingredient.cost === null) return 'No cost yet';
  const per = ingredient.costUnits
    ? ` per ${ingredient.costAmount === 1 ? '' : `${ingredient.costAmount} `}${ingredient.costUnits}`
    : '';
  return `${formatMoney(ingredient.cost)}${per}`;
}
