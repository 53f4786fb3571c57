import { formatMoney } from '@brigade/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { QueryFrame } from '../../../components/QueryFrame';
import { useSnackbar } from '../../../components/snackbar';
import { errorMessage } from '../../../lib/api';
import { useCan } from '../../team/use-can';
import { inventoryQuery, useCreatePurchaseOrders } from '../api';
import { stockText } from '../quantities';

/** On a phone the table keeps what ordering needs; when it was counted shows from a tablet up. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } };
const dateText = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** On hand per ingredient against its par, the stock's value, and "Order to par". */
export function OnHandTab({ onOrdered }: { onOrdered: () => void }) {
  const query = useQuery(inventoryQuery());
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
            <TableContainer>
              <Table size="small" aria-label="On hand">
                <TableHead>
                  <TableRow>
                    <TableCell>Ingredient</TableCell>
                    <TableCell align="right">On hand</TableCell>
                    <TableCell align="right">Par</TableCell>
                    <TableCell align="right">Value</TableCell>
                    <TableCell sx={WIDE_ONLY}>Last counted</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {inventory.lines.map((line) => {
                    const below = line.par !== null && line.onHand < line.par;
                    return (
                      <TableRow key={line.ingredientId}>
                        <TableCell component="th" scope="row">
                          {line.name}
                          <Typography variant="body2" color="text.secondary">
                            {line.vendor.name}
                          </Typography>
                          {line.problems.map((p) => (
                            <Typography key={p} variant="body2" color="error">
                              {p}
                            </Typography>
                          ))}
                        </TableCell>
                        <TableCell align="right" sx={{ color: below ? 'error.main' : undefined }}>
                          {stockText(line.onHand, line.units)}
                          {below && (
                            <Typography variant="body2" color="error">
                              Below par
                            </Typography>
                          )}
                        </TableCell>
                        <TableCell align="right">
                          {line.par === null ? '—' : stockText(line.par, line.units)}
                        </TableCell>
                        <TableCell align="right">
                          {line.value === null ? '—' : formatMoney(line.value)}
                        </TableCell>
                        <TableCell sx={WIDE_ONLY}>
                          {line.countedAt ? dateText.format(new Date(line.countedAt)) : 'Never'}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </QueryFrame>
  );
}
