import { formatMoney, type TVarianceHistory } from '@brigade/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { type GridColumn, gridHeight, ListGrid } from '../../../components/data-grid';
import { QueryFrame } from '../../../components/QueryFrame';
import { varianceHistoryQuery } from '../api';
import { stockText } from '../quantities';
import { historyIngredients, historySeries, type THistoryPoint } from './history-series';

const VarianceHistoryChart = lazy(() => import('./VarianceHistoryChart'));
const KITCHEN = 'kitchen';
type PointRow = THistoryPoint & { id: number };

/**
 * The periods' columns: the period, how many events (from a tablet up: a phone keeps the period and
 * its figures), the ingredient's variance when one is shown, the variance in dollars.
 */
function historyColumns(ingredient: boolean): GridColumn<PointRow>[] {
  return [
    { field: 'label', headerName: 'Between counts', minWidth: 140, value: (p) => p.label, sortable: false },
    {
      field: 'events',
      headerName: 'Completed events',
      type: 'number',
      minWidth: 100,
      value: (p) => p.events,
    },
    ...(ingredient
      ? [
          {
            field: 'variance',
            headerName: 'Variance',
            type: 'number',
            minWidth: 110,
            phone: true,
            value: (p) => p.variance,
            render: (p) => stockText(p.variance ?? 0, p.units),
          } satisfies GridColumn<PointRow>,
        ]
      : []),
    {
      field: 'cost',
      headerName: 'Variance $',
      type: 'number',
      minWidth: 110,
      phone: true,
      value: (p) => p.cost,
      render: (p) => (p.cost === null ? '—' : formatMoney(p.cost)),
    },
  ];
}

/**
 * The variance over time: the kitchen's variance in dollars between each pair of consecutive
 * stocktakes (the latest periods), or one ingredient's, as a bar chart and the same figures in a table.
 */
export function VarianceHistory() {
  const query = useQuery(varianceHistoryQuery());
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={titleId} variant="h6" component="h2">
        Variance over time
      </Typography>
      <QueryFrame
        query={query}
        loading="Working out the variance over time"
        updating="Updating the variance over time"
      >
        {(history) =>
          history.periods.length === 0 ? (
            <Alert severity="info">
              Count the storage areas on two days or more: each stretch between two stocktakes gets a bar.
            </Alert>
          ) : (
            <HistoryFigures history={history} />
          )
        }
      </QueryFrame>
    </Box>
  );
}

function HistoryFigures({ history }: { history: TVarianceHistory }) {
  const [chosen, setChosen] = useState(KITCHEN);
  const ingredients = historyIngredients(history);
  const ingredientId = chosen === KITCHEN ? null : Number(chosen);
  const points = historySeries(history, ingredientId);
  const name = ingredients.find((i) => i.id === ingredientId)?.name;
  const rows = points.map((p, i) => ({ ...p, id: i }));
  const columns = useMemo(() => historyColumns(name !== undefined), [name]);
  return (
    <>
      <TextField
        select
        label="Show"
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
        sx={{ maxWidth: 320 }}
      >
        <MenuItem value={KITCHEN}>The whole kitchen</MenuItem>
        {ingredients.map((i) => (
          <MenuItem key={i.id} value={String(i.id)}>
            {i.name}
          </MenuItem>
        ))}
      </TextField>
      <Suspense fallback={null}>
        <VarianceHistoryChart points={points} />
      </Suspense>
      <ListGrid
        // One grid per shape: the kitchen's periods, or an ingredient's with its quantity.
        key={name ? 'ingredient' : 'kitchen'}
        gridId={name ? 'variance-history-ingredient' : 'variance-history'}
        label={name ? `Variance over time: ${name}` : 'Variance over time'}
        rows={rows}
        columns={columns}
        height={gridHeight(rows.length, 6)}
      />
    </>
  );
}
