import { formatMoney } from '@brigade/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { gridHeight, ListGrid } from '../../../components/data-grid';
import { QueryFrame } from '../../../components/QueryFrame';
import { useSnackbar } from '../../../components/snackbar';
import { errorMessage } from '../../../lib/api';
import { useCan } from '../../../lib/use-can';
import { inventoryQuery, useCreatePurchaseOrders } from '../api';
import { type OnHandRow, onHandColumns } from './on-hand-columns';
import { StorageAreasDialog } from './StorageAreasDialog';

/** A line's usual height: its name, then its vendor beside the button to its areas. */
const ROW_PX = 72;

/**
 * On hand per ingredient against its par (a grid: sorted, filtered, exported), the stock's value, and
 * "Order to par"; a line's button opens its stock by storage area.
 */
export function OnHandTab({ onOrdered }: { onOrdered: () => void }) {
  const query = useQuery(inventoryQuery());
  const [areasOf, setAreasOf] = useState<OnHandRow | null>(null);
  const columns = useMemo(() => onHandColumns(setAreasOf), []);
  const order = useCreatePurchaseOrders();
  const snackbar = useSnackbar();
  const canOrder = useCan()('createPurchaseOrders');
  const orderToPar = () =>
    order.mutate(
      {},
      {
        onSuccess: (orders) => {
          snackbar.success(
            `${orders.length === 1 ? 'Purchase order' : 'Purchase orders'} ${orders.map((o) => `#${o.number}`).join(', ')} made to par.`,
          );
          onOrdered();
        },
        onError: (error) => snackbar.error(errorMessage(error)),
      },
    );
  return (
    <QueryFrame query={query} loading="Reading what is on hand" updating="Updating what is on hand">
      {(inventory) => (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <Typography sx={{ flex: '1 1 auto' }}>
              Stock value: <strong>{formatMoney(inventory.value)}</strong>
            </Typography>
            {canOrder && (
              <Button
                variant="contained"
                onClick={orderToPar}
                disabled={order.isPending}
                sx={{ minHeight: 44 }}
              >
                Order to par
              </Button>
            )}
          </Box>
          {inventory.lines.length === 0 ? (
            <Alert severity="info">
              Nothing counted yet. Add storage areas, then count them, or give ingredients a par level.
            </Alert>
          ) : (
            <ListGrid
              gridId="on-hand"
              label="On hand"
              rows={inventory.lines.map((l) => ({ ...l, id: l.ingredientId }))}
              columns={columns}
              rowHeight="auto"
              height={gridHeight(inventory.lines.length, 8, ROW_PX)}
            />
          )}
          <StorageAreasDialog line={areasOf} onClose={() => setAreasOf(null)} />
        </>
      )}
    </QueryFrame>
  );
}
