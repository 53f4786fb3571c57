import { formatMoney, pullListCost, type TPreplistResponse } from '@brigade/core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type GridColumn, gridHeight, ListGrid } from '../../../components/data-grid';

type Totals = TPreplistResponse['totals'];
type PullRow = Totals[number] & { id: number };

const COLUMNS: GridColumn<PullRow>[] = [
  {
    field: 'name',
    headerName: 'Ingredient',
    flex: 2,
    minWidth: 110,
    phone: true,
    wrap: true,
    value: (l) => l.name,
  },
  {
    field: 'quantity',
    headerName: 'Quantity',
    flex: 2,
    minWidth: 110,
    phone: true,
    wrap: true,
    // The text sorts and exports: each line is in its own units.
    value: (l) => l.pull.text,
    render: (l) => (
      <>
        {l.pull.text}
        {/* A trimmed ingredient: pulled as bought, used trimmed. */}
        {l.pull.text !== l.display.text && (
          <Typography component="span" variant="body2" color="text.secondary">
            {` (${l.display.text} trimmed)`}
          </Typography>
        )}
      </>
    ),
  },
  {
    field: 'cost',
    headerName: 'Cost',
    type: 'number',
    // The three fit a phone's dialog (some 300 px inside its panel).
    minWidth: 80,
    phone: true,
    value: (l) => l.cost,
    render: (l) => (l.cost === null ? '—' : formatMoney(l.cost)),
  },
];

/**
 * The pull list: what to take from the store room for the whole event — each ingredient once, as
 * bought (a trimmed ingredient's edible quantity ÷ its trim yield, the edible one beside it), in the
 * units it is bought in, with what it costs, and the total under the grid (a lower bound when a line
 * has no cost).
 */
export function PullList({ totals }: { totals: Totals }) {
  if (totals.length === 0) return <Typography color="text.secondary">Nothing to pull.</Typography>;
  const total = pullListCost(totals);
  return (
    <Box sx={{ display: 'grid', minWidth: 0 }}>
      <ListGrid
        gridId="pull-list"
        label="Pull list"
        rows={totals.map((l, id) => ({ ...l, id }))}
        columns={COLUMNS}
        rowHeight="auto"
        height={gridHeight(totals.length, 10)}
      />
      <Box
        role="group"
        aria-label="Pull list total"
        sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, px: 2, py: 1.5, fontWeight: 700 }}
      >
        <span>{total.complete ? 'Total cost' : 'Total cost (lines without a cost left out)'}</span>
        <span>{`${total.complete ? '' : 'at least '}${formatMoney(total.cost)}`}</span>
      </Box>
    </Box>
  );
}
