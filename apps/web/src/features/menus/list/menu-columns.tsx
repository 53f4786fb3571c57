import { countOf, foodCostRating, type TMenuListItem } from '@brigade/core';
import Box from '@mui/material/Box';
import { AllergenChips } from '../../../components/AllergenChips';
import { CompletenessIcon } from '../../../components/CompletenessIcon';
import type { ItemColumn } from '../../../components/item-list';
import { Figure } from '../modal/Figure';
import { FoodCostChip } from '../modal/FoodCostChip';

/** "Fall 2026", "2026", "Fall"; neither set yet says so. */
export function seasonAndYear(menu: Pick<TMenuListItem, 'season' | 'year'>): string {
  const when = [menu.season, menu.year].filter((v) => v !== null).join(' ');
  return when || 'No season yet';
}

/** "2 sections · 5 items" */
export function sectionsAndItems(menu: Pick<TMenuListItem, 'numberOfSections' | 'numberOfItems'>): string {
  return `${countOf(menu.numberOfSections, 'section')} · ${countOf(menu.numberOfItems, 'item')}`;
}

function AverageFoodCost({ menu, target }: { menu: TMenuListItem; target: number }) {
  return (
    <FoodCostChip
      percent={menu.averageFoodCostPercent}
      rating={foodCostRating(menu.averageFoodCostPercent, target)}
      target={target}
    />
  );
}

/** A menu's allergens; an empty menu has none to claim, so it shows none (not "No major allergens"). */
function MenuAllergens({ menu }: { menu: TMenuListItem }) {
  if (menu.numberOfItems === 0) return null;
  return <AllergenChips allergens={menu.allergens} notReviewed={menu.allergensNotReviewed} />;
}

/** The menus table (spec 2 "a paged searchable list"), coloured against the kitchen's target. */
export function menuColumns(target: number): ItemColumn<TMenuListItem>[] {
  return [
    // Name first: it names the row (and is what a phone shows first).
    { key: 'name', header: 'Name', sortField: 'name', render: (m) => m.name },
    {
      key: 'valid',
      header: 'Complete',
      value: (m) => (m.valid ? 'Complete' : 'Work in progress'),
      phone: true,
      render: (m) => <CompletenessIcon complete={m.valid} />,
    },
    { key: 'season', header: 'Season', sortField: 'season', phone: true, render: (m) => seasonAndYear(m) },
    { key: 'sections', header: 'Sections', align: 'right', render: (m) => m.numberOfSections },
    { key: 'items', header: 'Items', align: 'right', render: (m) => m.numberOfItems },
    {
      key: 'foodCost',
      header: 'Average Food Cost',
      value: (m) => m.averageFoodCostPercent,
      align: 'right',
      render: (m) => <AverageFoodCost menu={m} target={target} />,
    },
    {
      key: 'allergens',
      header: 'Allergens',
      value: (m) => m.allergens.join(', '),
      render: (m) => <MenuAllergens menu={m} />,
    },
  ];
}

/** The card's caption of the average food cost (short: the card is narrow). */
export const CARD_AVERAGE_LABEL = 'Avg. food cost';

/**
 * What a card shows under the name, within the card's fixed height (spec 9 rows of 243 px): season,
 * year and counts on one line; then the average food cost with the allergen chips flowing after it,
 * in at most two rows (more scroll within them).
 */
export function describeMenu(menu: TMenuListItem, target: number) {
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <span>
        {seasonAndYear(menu)} · {sectionsAndItems(menu)}
      </span>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 0.5,
          // Two rows of chips fit the card; a menu with more allergens scrolls within them.
          maxHeight: 52,
          overflowY: 'auto',
          scrollbarWidth: 'thin',
          // The chips join this row (after the food cost) instead of wrapping into rows of their own.
          '& .MuiChip-root': { flexShrink: 0 },
          '& > .allergen-chips > *': { display: 'contents' },
        }}
      >
        <Box sx={{ mr: 1, flexShrink: 0 }}>
          <Figure label={CARD_AVERAGE_LABEL} inline>
            <AverageFoodCost menu={menu} target={target} />
          </Figure>
        </Box>
        <Box className="allergen-chips" sx={{ display: 'contents' }}>
          <MenuAllergens menu={menu} />
        </Box>
      </Box>
    </Box>
  );
}
