import { formatMoney } from '@brigade/core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { type GridColumn, gridHeight, ListGrid } from '../../../components/data-grid';
import { MountWhenNear } from '../../../components/MountWhenNear';
import { neededText, packText, toParText } from './quantities';
import type { VendorOrder } from './VendorOrderCard';

type OrderLine = VendorOrder['lines'][number] & { id: number };

/** A phone shows the ingredient, the packs to order and their cost; the cook can show the others. */
const COLUMNS: GridColumn<OrderLine>[] = [
  {
    field: 'name',
    headerName: 'Ingredient',
    flex: 2,
    minWidth: 130,
    value: (l) => l.name,
    // A long name wraps: a phone's three columns fit its width.
    wrap: true,
  },
  {
    field: 'quantity',
    headerName: 'Quantity needed',
    type: 'number',
    flex: 3,
    minWidth: 200,
    value: (l) => l.quantity,
    // What to par adds is said under the quantity, wrapped over as many lines as it takes.
    wrap: true,
    render: (l) => (
      <Box sx={{ display: 'grid' }}>
        <span>{neededText(l.quantity, l.units)}</span>
        {toParText(l) && (
          <Typography variant="body2" color="text.secondary" component="span">
            {`(${toParText(l)})`}
          </Typography>
        )}
      </Box>
    ),
  },
  {
    field: 'packSize',
    headerName: 'Pack size',
    type: 'number',
    minWidth: 110,
    value: (l) => l.packSize,
    render: (l) => packText(l.packSize, l.units),
  },
  {
    field: 'packs',
    headerName: 'Packs to order',
    type: 'number',
    minWidth: 100,
    phone: true,
    value: (l) => l.packs,
    render: (l) => (
      <Box component="span" sx={{ fontWeight: 700 }}>
        {l.packs}
      </Box>
    ),
  },
  {
    field: 'packCost',
    headerName: 'Pack cost',
    type: 'number',
    minWidth: 100,
    value: (l) => l.packCost,
    render: (l) => formatMoney(l.packCost),
  },
  {
    field: 'lineCost',
    headerName: 'Line cost',
    type: 'number',
    minWidth: 100,
    phone: true,
    value: (l) => l.lineCost,
    render: (l) => formatMoney(l.lineCost),
  },
];

/**
 * One vendor's order on screen, in the shared grid (sorted, filtered, exported as shown), and its
 * total under it. The printed order sheet keeps its table (OrderLinesTable): paper has no grid.
 * A grid is built when it comes near the screen: a month's guide shows the first vendor's lines
 * without waiting for every other vendor's grid.
 */
export function OrderLinesGrid({ order }: { order: VendorOrder }) {
  const rows = useMemo(() => order.lines.map((l) => ({ ...l, id: l.ingredientId })), [order.lines]);
  const height = gridHeight(order.lines.length, 8);
  return (
    <>
      <MountWhenNear height={height}>
        <ListGrid
          gridId="order-guide-vendor"
          label={order.vendor.name}
          rows={rows}
          columns={COLUMNS}
          rowHeight="auto"
          height={height}
        />
      </MountWhenNear>
      <Box
        role="group"
        aria-label={`${order.vendor.name} total`}
        sx={{ display: 'flex', justifyContent: 'space-between', px: 2, py: 1.5, fontWeight: 700 }}
      >
        <span>{`${order.vendor.name} total`}</span>
        <span>{formatMoney(order.total)}</span>
      </Box>
    </>
  );
}
