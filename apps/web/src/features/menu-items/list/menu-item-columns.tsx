import { formatMoney, type TMenuItemListItem } from '@brigade/core';
import Box from '@mui/material/Box';
import { AllergenChips } from '../../../components/AllergenChips';
import { CompletenessIcon } from '../../../components/CompletenessIcon';
import type { ItemColumn } from '../../../components/item-list';

type CostFigures = Pick<TMenuItemListItem, 'costPerServing' | 'costComplete'>;

/** Nothing could be costed yet (every line waits for a yield, a cost or a conversion). */
const costUnknown = (item: CostFigures) => !item.costComplete && item.costPerServing === 0;

/**
 * Cost per serving as a cook should read it: when a line could not be costed the figure only counts
 * the rest, so it is a lower bound ("≥ $2.10"); when no line could, it is not known yet (not "≥ $0.00").
 */
export function costPerServingText(item: CostFigures) {
  if (costUnknown(item)) return 'not known yet';
  return `${item.costComplete ? '' : '≥ '}${formatMoney(item.costPerServing)}`;
}

/** The card's cost: "$2.10 per serving", "≥ $3.50 per serving", "cost not known yet". */
const costLine = (item: CostFigures) =>
  costUnknown(item) ? 'cost not known yet' : `${costPerServingText(item)} per serving`;

/** The menu items table: what a cook scans for (course, cost, allergens) and the completeness icon. */
export const MENU_ITEM_COLUMNS: ItemColumn<TMenuItemListItem>[] = [
  // Name first: it names the row (and is what a phone shows first).
  { key: 'name', header: 'Name', sortField: 'name', render: (m) => m.name },
  {
    key: 'status',
    header: 'Status',
    value: (m) => (m.valid ? 'Complete' : 'Work in progress'),
    phone: true,
    render: (m) => <CompletenessIcon complete={m.valid} />,
  },
  { key: 'courseType', header: 'Course', sortField: 'courseType', render: (m) => m.courseType ?? '—' },
  { key: 'recipes', header: 'Number of Recipes', align: 'right', render: (m) => m.numberOfRecipes },
  { key: 'cost', header: 'Cost per Serving', align: 'right', phone: true, render: costPerServingText },
  {
    key: 'allergens',
    header: 'Allergens',
    value: (m) => m.allergens.join(', '),
    render: (m) => <AllergenChips allergens={m.allergens} notReviewed={m.allergensNotReviewed} />,
  },
];

/** What a card shows under the name: course, cost per serving and the allergen chips. */
export function describeMenuItem(item: TMenuItemListItem) {
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Box component="span">{[item.courseType, costLine(item)].filter(Boolean).join(' · ')}</Box>
      <AllergenChips allergens={item.allergens} notReviewed={item.allergensNotReviewed} />
    </Box>
  );
}
