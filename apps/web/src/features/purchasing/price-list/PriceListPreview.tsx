import { formatMoney, type TPriceListResult } from '@brigade/core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { type GridColumn, gridHeight, ListGrid, lineColumn } from '../../../components/data-grid';
import { packText } from '../order-guide/quantities';
import { LeftOutLines } from './LeftOutLines';
import type { PriceListRow } from './read-price-list';

type Change = TPriceListResult['changes'][number];
type Price = Change['before'];
type ChangeRow = Change & { id: number };

const CHANGE_COLUMNS: GridColumn<ChangeRow>[] = [
  lineColumn<ChangeRow>(),
  {
    field: 'name',
    headerName: 'Ingredient',
    minWidth: 120,
    phone: true,
    wrap: true,
    value: (c) => c.name,
  },
  {
    field: 'before',
    headerName: 'Before',
    minWidth: 140,
    wrap: true,
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
    minWidth: 140,
    phone: true,
    wrap: true,
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
 * same, and the lines left out: wrong (shown first, above the changes, as nothing is applied until
 * they are fixed) or naming no ingredient of this vendor. Given the file's rows, a line left out
 * shows as read.
 */
export function PriceListPreview({ result, rows }: { result: TPriceListResult; rows?: PriceListRow[] }) {
  const { changes, unmatched, errors, unchanged } = result;
  const changeRows = useMemo(() => changes.map((c) => ({ ...c, id: c.line })), [changes]);
  const leftOut = <LeftOutLines result={result} rows={rows} />;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
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
      {errors.length > 0 && leftOut}
      {changes.length > 0 && (
        <Box component="section" aria-label="Changes" sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {result.applied ? 'Changed' : 'Will change'}
          </Typography>
          {/* A phone's narrow columns wrap their text: the rows are as tall as their lines. */}
          <ListGrid
            gridId="price-list-changes"
            label="Price changes"
            rows={changeRows}
            columns={CHANGE_COLUMNS}
            rowHeight="auto"
            height={gridHeight(changes.length, 5)}
          />
        </Box>
      )}
      {errors.length === 0 && leftOut}
    </Box>
  );
}
