import { formatMoney, type TInventory } from '@brigade/core';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
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
import { Fragment, useState } from 'react';
import { QueryFrame } from '../../../components/QueryFrame';
import { useSnackbar } from '../../../components/snackbar';
import { errorMessage } from '../../../lib/api';
import { useCan } from '../../../lib/use-can';
import { inventoryQuery, useCreatePurchaseOrders } from '../api';
import { stockText } from '../quantities';

/** On a phone the table keeps what ordering needs; when it was counted shows from a tablet up. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } };
const dateText = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** On hand per ingredient against its par, the stock's value, and "Order to par". */
export function OnHandTab({ onOrdered }: { onOrdered: () => void }) {
  const query = useQuery(inventoryQuery());
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
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
                    const expanded = open.has(line.ingredientId);
                    const areasId = `on-hand-areas-${line.ingredientId}`;
                    return (
                      <Fragment key={line.ingredientId}>
                        <TableRow>
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
                            {line.areas.length > 0 && (
                              <Button
                                size="small"
                                onClick={() => toggle(line.ingredientId)}
                                aria-expanded={expanded}
                                aria-controls={expanded ? areasId : undefined}
                                aria-label={`${line.name} in ${line.areas.length === 1 ? '1 area' : `${line.areas.length} areas`}`}
                                endIcon={expanded ? <ExpandLess /> : <ExpandMore />}
                                sx={{ minHeight: 44, px: 0.5, whiteSpace: 'nowrap' }}
                              >
                                {line.areas.length === 1 ? '1 area' : `${line.areas.length} areas`}
                              </Button>
                            )}
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
                        {expanded && (
                          <TableRow id={areasId}>
                            <TableCell colSpan={5} sx={{ bgcolor: 'action.hover' }}>
                              <AreaList line={line} />
                            </TableCell>
                          </TableRow>
                        )}
                      </Fragment>
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

/**
 * An ingredient's stock by storage area: each area's last count; deliveries, the events' use and
 * waste since are in the usual area (the one counted last), so the areas add up to on hand.
 */
function AreaList({ line }: { line: TInventory['lines'][number] }) {
  return (
    <Box
      component="ul"
      aria-label={`${line.name} by storage area`}
      sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}
    >
      {line.areas.map((a) => (
        <li key={a.storageArea.id}>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {`${a.storageArea.name}: ${stockText(a.onHand, line.units)}`}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {` — counted ${stockText(a.counted, line.units)} on ${dateText.format(new Date(a.countedAt))}`}
            {a.usual && a.onHand !== a.counted && ', with what was received, used and wasted since'}
          </Typography>
        </li>
      ))}
    </Box>
  );
}
