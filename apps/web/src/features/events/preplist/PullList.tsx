import { formatMoney, pullListCost, type TPreplistResponse } from '@brigade/core';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

type Totals = TPreplistResponse['totals'];

/**
 * The pull list: what to take from the store room for the whole event — each ingredient once, as
 * bought (a trimmed ingredient's edible quantity ÷ its trim yield, the edible one beside it), in the
 * units it is bought in, with what it costs, and the total (a lower bound when a line has no cost).
 */
export function PullList({ totals }: { totals: Totals }) {
  if (totals.length === 0) return <Typography color="text.secondary">Nothing to pull.</Typography>;
  const total = pullListCost(totals);
  return (
    <Table size="small" aria-label="Pull list">
      <TableHead>
        <TableRow>
          <TableCell>Ingredient</TableCell>
          <TableCell>Quantity</TableCell>
          <TableCell align="right">Cost</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {totals.map((line) => (
          <TableRow key={`${line.ingredientId ?? line.name}-${line.units}`}>
            <TableCell component="th" scope="row">
              {line.name}
            </TableCell>
            <TableCell>
              {line.pull.text}
              {/* A trimmed ingredient: pulled as bought, used trimmed. */}
              {line.pull.text !== line.display.text && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {` (${line.display.text} trimmed)`}
                </Typography>
              )}
            </TableCell>
            <TableCell align="right">{line.cost === null ? '—' : formatMoney(line.cost)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell component="th" scope="row" colSpan={2} sx={{ fontWeight: 700, color: 'text.primary' }}>
            {total.complete ? 'Total cost' : 'Total cost (lines without a cost left out)'}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary' }}>
            {total.complete ? '' : 'at least '}
            {formatMoney(total.cost)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
