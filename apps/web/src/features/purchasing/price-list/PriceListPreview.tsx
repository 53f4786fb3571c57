import { formatMoney, type TPriceListResult } from '@brigade/core';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type GridColumn, gridHeight, ListGrid, lineColumn } from '../../../components/data-grid';
import { packText } from '../order-guide/quantities';

/**
 * Lines drawn of the lists of names: a 20,000-line list would freeze the dialog; the counts stay
 * exact. The changes are a grid, which draws only the rows in view, so it holds them all.
 */
const SHOWN = 200;

type Change = TPriceListResult['changes'][number];
type Price = Change['before'];
type ChangeRow = Change & { id: number };

const CHANGE_COLUMNS: GridColumn<ChangeRow>[] = [
  lineColumn<ChangeRow>(),
  { field: 'name', headerName: 'Ingredient', minWidth: 140, value: (c) => c.name, phone: true },
  {
    field: 'before',
    headerName: 'Before',
    minWidth: 150,
    value: (c) => priceText(c.before),
    render: (c) => (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {priceText(c.before)}
      </Box>
    ),
  },
  {
    field: 'after',
    headerName: 'After',
    minWidth: 150,
    phone: true,
    value: (c) => priceText(c.after),
    render: (c) => (
      <Box component="span" sx={{ fontWeight: 600 }}>
        {priceText(c.after)}
      </Box>
    ),
  },
];

/** '$20.00 for 50 Pounds', or 'No price'. */
export function priceText(price: Price): string {
  if (price.cost === null) return 'No price';
  return `${formatMoney(price.cost)} for ${price.costUnits ? packText(price.costAmount, price.costUnits) : price.costAmount}`;
}

function plural(n: number, one: string, many: string) {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/**
 * What a price list will do (or did): the prices that change (before → after), how many stay the
 * same, the names that match no ingredient of this vendor, and the lines that are wrong.
 */
export function PriceListPreview({ result }: { result: TPriceListResult }) {
  const { changes, unmatched, errors, unchanged } = result;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography aria-label="Summary">
        {[
          plural(
            changes.length,
            result.applied ? 'price changed' : 'price will change',
            result.applied ? 'prices changed' : 'prices will change',
          ),
          `${unchanged.toLocaleString('en-US')} unchanged`,
          plural(unmatched.length, 'name not found', 'names not found'),
          plural(errors.length, 'wrong line', 'wrong lines'),
        ].join(' · ')}
      </Typography>
      {errors.length > 0 && (
        <Alert severity="error" role="note" component="section" aria-label="Wrong lines">
          <AlertTitle>Wrong lines: nothing is applied until they are fixed</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {errors.slice(0, SHOWN).map((e) => (
              <li key={`${e.line}-${e.message}`}>{`Line ${e.line}: ${e.message}`}</li>
            ))}
          </Box>
          {errors.length > SHOWN && <More n={errors.length - SHOWN} />}
        </Alert>
      )}
      {changes.length > 0 && (
        <Box component="section" aria-label="Changes">
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {result.applied ? 'Changed' : 'Will change'}
          </Typography>
          <ListGrid
            gridId="price-list-changes"
            label="Price changes"
            rows={changes.map((c) => ({ ...c, id: c.line }))}
            columns={CHANGE_COLUMNS}
            height={gridHeight(changes.length, 5)}
          />
        </Box>
      )}
      {unmatched.length > 0 && (
        <Alert severity="info" role="note" component="section" aria-label="Not found">
          <AlertTitle>No ingredient of this vendor has these names (left out)</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {unmatched.slice(0, SHOWN).map((u) => (
              <li key={u.line}>{`Line ${u.line}: ${u.name}`}</li>
            ))}
          </Box>
          {unmatched.length > SHOWN && <More n={unmatched.length - SHOWN} />}
        </Alert>
      )}
    </Box>
  );
}

function More({ n }: { n: number }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {`…and ${n.toLocaleString('en-US')} more.`}
    </Typography>
  );
}
