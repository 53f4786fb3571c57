import { formatMoney, packsLeft, type TPurchaseOrder } from '@brigade/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type GridColumn, GridInput, gridHeight, ListGrid } from '../../../components/data-grid';
import { QueryFrame } from '../../../components/QueryFrame';
import { useSnackbar } from '../../../components/snackbar';
import { errorMessage } from '../../../lib/api';
import { mediumDate } from '../../../lib/date-format';
import { useCan } from '../../../lib/use-can';
import { purchaseOrdersQuery, useReceive } from '../api';
import { stockText } from '../quantities';

const STATUS = { OPEN: 'Open', PARTIAL: 'Partly received', RECEIVED: 'Received' } as const;
type OrderLine = TPurchaseOrder['lines'][number] & { id: number; index: number };

/** An order's columns: what was ordered and received; for a member receiving it, what comes in and at what price. */
function lineColumns(
  receiving: {
    packs: string[];
    prices: string[];
    setPacks: (i: number, value: string) => void;
    setPrice: (i: number, value: string) => void;
  } | null,
): GridColumn<OrderLine>[] {
  const columns: GridColumn<OrderLine>[] = [
    { field: 'ingredient', headerName: 'Ingredient', minWidth: 140, value: (l) => l.ingredient.name },
    {
      field: 'pack',
      headerName: 'Pack',
      minWidth: 150,
      wrap: true,
      value: (l) => `${stockText(l.packSize, l.units)} packs at ${formatMoney(l.packCost)}`,
    },
    { field: 'packs', headerName: 'Packs ordered', type: 'number', minWidth: 100, value: (l) => l.packs },
    {
      field: 'receivedPacks',
      headerName: 'Packs received',
      type: 'number',
      minWidth: 100,
      // A phone receiving an order shows what comes in beside the name; the rest is one tap away.
      phone: !receiving,
      value: (l) => l.receivedPacks,
    },
  ];
  if (!receiving) return columns;
  return [
    ...columns,
    {
      field: 'packsIn',
      headerName: 'Packs in',
      minWidth: 110,
      phone: true,
      sortable: false,
      filterable: false,
      value: (l) => receiving.packs[l.index],
      render: (l) => (
        <GridInput
          label={`${l.ingredient.name} packs in`}
          value={receiving.packs[l.index]}
          onChange={(value) => receiving.setPacks(l.index, value)}
        />
      ),
    },
    {
      field: 'paid',
      headerName: 'Paid per pack',
      minWidth: 120,
      sortable: false,
      filterable: false,
      value: (l) => receiving.prices[l.index],
      render: (l) => (
        <GridInput
          label={`${l.ingredient.name} paid per pack`}
          value={receiving.prices[l.index]}
          onChange={(value) => receiving.setPrice(l.index, value)}
        />
      ),
    },
  ];
}

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
          Ordered {mediumDate.format(new Date(order.date))} · {formatMoney(order.total)}
        </Typography>
        <ListGrid
          gridId={canReceive ? 'purchase-order-receiving' : 'purchase-order'}
          label={`Lines of #${order.number}`}
          rows={order.lines.map((l, index) => ({ ...l, id: l.ingredient.id, index }))}
          columns={lineColumns(
            canReceive
              ? {
                  packs,
                  prices,
                  setPacks: (i, value) => setPacks((all) => all.map((p, j) => (j === i ? value : p))),
                  setPrice: (i, value) => setPrices((all) => all.map((p, j) => (j === i ? value : p))),
                }
              : null,
          )}
          // The pack ("1 Pound packs at $6.00") wraps rather than being cut; a row holds a text box (58 px).
          rowHeight="auto"
          height={gridHeight(order.lines.length, 6, 58)}
        />
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
