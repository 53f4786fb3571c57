import { packPriceText, type TIngredientListItem } from '@brigade/core';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { ItemColumn } from '../../components/item-list';

/** Ours: the marker of an ingredient whose allergens nobody has reviewed yet. */
export const ALLERGENS_NOT_REVIEWED = 'Allergens not reviewed';

/** The table's marker beside the name: an icon whose accessible name says what it means. */
function NotReviewedIcon() {
  return (
    <Tooltip title={ALLERGENS_NOT_REVIEWED}>
      <ReportProblemOutlined
        role="img"
        aria-label={ALLERGENS_NOT_REVIEWED}
        aria-hidden={false}
        fontSize="small"
        color="warning"
        sx={{ ml: 0.75, verticalAlign: 'text-bottom' }}
      />
    </Tooltip>
  );
}

/**
 * Spec 2: Name, Cost (with a $ prefix), Cost Units, Category, Number of Conversions, Number of Nutrients.
 * Each sorts on the server by its field of GET /api/ingredients?sort=; a phone shows Name and Cost.
 */
export const INGREDIENT_COLUMNS: ItemColumn<TIngredientListItem>[] = [
  {
    key: 'name',
    header: 'Name',
    sortField: 'name',
    value: (i) => i.name,
    minWidth: 150,
    render: (i) => (
      <>
        {i.name}
        {i.allergens === null && <NotReviewedIcon />}
      </>
    ),
  },
  {
    // The pack and the unit price: "$48.00 Each" alone read as the price of one egg.
    key: 'cost',
    header: 'Cost',
    sortField: 'cost',
    // Sorted by the pack's cost; shown, filtered and exported as text ("$20.00 per 50 Pounds · $0.40 / Pound").
    phone: true,
    align: 'right',
    minWidth: 250,
    render: (i) => packPriceText(i) ?? '',
  },
  {
    key: 'costUnits',
    header: 'Cost Units',
    sortField: 'costUnits',
    minWidth: 110,
    render: (i) => i.costUnits ?? '',
  },
  { key: 'category', header: 'Category', sortField: 'category', minWidth: 150, render: (i) => i.category },
  {
    key: 'conversions',
    header: 'Number of Conversions',
    sortField: 'numberOfConversions',
    align: 'right',
    minWidth: 130,
    render: (i) => i.numberOfConversions,
  },
  {
    key: 'nutrients',
    header: 'Number of Nutrients',
    sortField: 'numberOfNutrients',
    align: 'right',
    minWidth: 110,
    render: (i) => i.numberOfNutrients,
  },
];

/** A price that wraps only between the pack and the unit price, never inside either. */
function PackPrice({ text }: { text: string }) {
  const [pack, unit] = text.split(' · ');
  return (
    <>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {pack}
      </Box>
      {unit && (
        <>
          {' · '}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {unit}
          </Box>
        </>
      )}
    </>
  );
}

/**
 * What a pack costs and one unit of it (core's packPriceText):
 * "$20.00 per 50 Pounds · $0.40 / Pound".
 */
export function costText(ingredient: TIngredientListItem): string {
  return packPriceText(ingredient) ?? 'No cost yet';
}

/** The lines under a card's name: the pack's cost, and a marker while the allergens are not reviewed. */
export function describeIngredient(ingredient: TIngredientListItem) {
  return (
    <>
      <PackPrice text={costText(ingredient)} />
      {ingredient.allergens === null && (
        <Box sx={{ mt: 1 }}>
          {/* Default colours for the text (orange text on white is below 4.5:1); the icon says "warning". */}
          <Chip
            size="small"
            variant="outlined"
            icon={<ReportProblemOutlined />}
            label={ALLERGENS_NOT_REVIEWED}
            sx={{ '& .MuiChip-icon': { color: 'warning.main' } }}
          />
        </Box>
      )}
    </>
  );
}
