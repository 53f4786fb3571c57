import { formatMoney, packsLeft, type TPurchaseOrder } from '@brigade/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryFrame } from '../../../components/QueryFrame';
import { useSnackbar } from '../../../components/snackbar';
import { errorMessage } from '../../../lib/api';
import { useCan } from '../../../lib/use-can';
import { purchaseOrdersQuery, useReceive } from '../api';
import { stockText } from '../quantities';

const dateText = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const STATUS = { OPEN: 'Open', PARTIAL: 'Partly received', RECEIVED: 'Received' } as const;

/** Purchase orders, newest first; an open one is received line by line (all or part) at the price paid. */
export function PurchaseOrdersTab() {
  const query = useQuery(purchaseOrdersQuery());
  return (
    <QueryFrame query={query} loading="Reading the purchase orders" updating="Updating the purchase orders">
      {(orders) =>
        orders.length === 0 ? (
          <Alert severity="info">
            No purchase orders yet: "Order to par" on the On hand tab makes one per vendor.
          </Alert>
        ) : (
          orders.map((order) => <OrderCard key={order.id} order={order} />)
        )
      }
    </QueryFrame>
  );
}

function OrderCard({ order }: { order: TPurchaseOrder }) {
  const open = order.status !== 'RECEIVED';
  const canReceive = useCan()('receivePurchaseOrder') && open;
  const [packs, setPacks] = useState(() => order.lines.map((l) => String(packsLeft(l))));
  const [prices, setPrices] = useState(() => order.lines.map((l) => String(l.packCost)));
  const receive = useReceive();
  const snackbar = useSnackbar();
  const title = `Purchase order #${order.number} — ${order.vendor.name}`;
  const submit = () =>
    receive.mutate(
      {
        id: order.id,
        body: {
          lines: order.lines.flatMap((l, i) =>
            packs[i].trim() === '' || Number(packs[i]) === 0
              ? []
              : [
                  {
                    ingredient: { id: l.ingredient.id },
                    packs: Number(packs[i]),
                    packCost: Number(prices[i]),
                  },
                ],
          ),
        },
      },
      {
        onSuccess: (saved) => snackbar.success(`#${saved.number} ${STATUS[saved.status].toLowerCase()}.`),
        onError: (error) => snackbar.error(errorMessage(error)),
      },
    );
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
            {title}
          </Typography>
          <Chip label={STATUS[order.status]} color={open ? 'warning' : 'success'} />
        </Box>
        <Typography color="text.secondary">
          Ordered {dateText.format(new Date(order.date))} · {formatMoney(order.total)}
        </Typography>
        <TableContainer>
          <Table size="small" aria-label={`Lines of #${order.number}`}>
            <TableHead>
              <TableRow>
                <TableCell>Ingredient</TableCell>
                <TableCell align="right">Packs ordered</TableCell>
                <TableCell align="right">Packs received</TableCell>
                {canReceive && <TableCell>Packs in</TableCell>}
                {canReceive && <TableCell>Paid per pack</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {order.lines.map((line, i) => (
                <TableRow key={line.ingredient.id}>
                  <TableCell component="th" scope="row">
                    {line.ingredient.name}
                    <Typography variant="body2" color="text.secondary">
                      {stockText(line.packSize, line.units)} packs at {formatMoney(line.packCost)}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{line.packs}</TableCell>
                  <TableCell align="right">{line.receivedPacks}</TableCell>
                  {canReceive && (
                    <TableCell sx={{ minWidth: 96 }}>
                      <TextField
                        size="small"
                        value={packs[i]}
                        onChange={(e) => setPacks((all) => all.map((p, j) => (j === i ? e.target.value : p)))}
                        // The column's header names the box on screen; this names its ingredient too.
                        slotProps={{
                          htmlInput: {
                            inputMode: 'decimal',
                            'aria-label': `${line.ingredient.name} packs in`,
                          },
                        }}
                      />
                    </TableCell>
                  )}
                  {canReceive && (
                    <TableCell sx={{ minWidth: 110 }}>
                      <TextField
                        size="small"
                        label={`${line.ingredient.name} paid per pack`}
                        value={prices[i]}
                        onChange={(e) =>
                          setPrices((all) => all.map((p, j) => (j === i ? e.target.value : p)))
                        }
                        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                      />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {canReceive && (
          <Box>
            <Button variant="contained" onClick={submit} disabled={receive.isPending} sx={{ minHeight: 44 }}>
              Receive #{order.number}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
