import { formatMoney, type TVarianceHistory } from '@brigade/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { QueryFrame } from '../../../components/QueryFrame';
import { varianceHistoryQuery } from '../api';
import { stockText } from '../quantities';
import { historyIngredients, historySeries } from './history-series';

const VarianceHistoryChart = lazy(() => import('./VarianceHistoryChart'));
const KITCHEN = 'kitchen';
/** On a phone the table keeps the period and its figures; how many events shows from a tablet up. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } };

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
      <TableContainer>
        <Table size="small" aria-label={name ? `Variance over time: ${name}` : 'Variance over time'}>
          <TableHead>
            <TableRow>
              <TableCell>Between counts</TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                Completed events
              </TableCell>
              {name && <TableCell align="right">Variance</TableCell>}
              <TableCell align="right">Variance $</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {points.map((p) => (
              <TableRow key={p.to}>
                <TableCell component="th" scope="row">
                  {p.label}
                </TableCell>
                <TableCell align="right" sx={WIDE_ONLY}>
                  {p.events}
                </TableCell>
                {name && <TableCell align="right">{stockText(p.variance ?? 0, p.units)}</TableCell>}
                <TableCell align="right">{p.cost === null ? '—' : formatMoney(p.cost)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
