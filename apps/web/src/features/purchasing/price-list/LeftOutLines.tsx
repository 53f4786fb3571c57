import type { TPriceListResult } from '@brigade/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { type GridColumn, gridHeight, ListGrid, lineColumn } from '../../../components/data-grid';
import type { PriceListRow } from './read-price-list';

/** A line of the price list that changes no price: wrong, or naming no ingredient of the vendor. */
type LeftOut = { id: number; line: number; text: string; reason: string; wrong: boolean };

const NOT_FOUND = 'No ingredient of this vendor has this name';

const COLUMNS: GridColumn<LeftOut>[] = [
  lineColumn<LeftOut>(),
  {
    field: 'text',
    headerName: 'As read',
    minWidth: 120,
    flex: 2,
    phone: true,
    wrap: true,
    value: (r) => r.text,
  },
  {
    field: 'reason',
    headerName: 'Reason',
    minWidth: 140,
    flex: 2,
    phone: true,
    wrap: true,
    value: (r) => r.reason,
    render: (r) => (
      <Box component="span" sx={{ color: r.wrong ? 'error.main' : undefined }}>
        {r.reason}
      </Box>
    ),
  },
];

/** A row's cells as the file has them: "Yogurt, -2, 1, Quart". */
function rowText(row: PriceListRow): string {
  return [row.name, row.cost, row.costAmount, row.costUnits]
    .map((cell) => (cell == null ? '' : String(cell).trim()))
    .filter((cell) => cell !== '')
    .join(', ');
}

/**
 * The lines left out of a price list, every one (a grid draws only the rows in view, so 20,000 do
 * not freeze the dialog): the wrong lines first, on a red tint — nothing is applied until they are
 * fixed — then the names that match no ingredient, each by line. A line shows as read when the file's
 * rows are at hand, else by its name.
 */
export function LeftOutLines({
  result,
  rows,
}: {
  result: Pick<TPriceListResult, 'unmatched' | 'errors'>;
  rows?: PriceListRow[];
}) {
  const { unmatched, errors } = result;
  const lines = useMemo(() => {
    const byLine = new Map(rows?.map((r) => [r.line, rowText(r)]));
    return [
      ...errors.map(
        (e): Omit<LeftOut, 'id'> => ({
          line: e.line,
          text: byLine.get(e.line) ?? '',
          reason: e.message,
          wrong: true,
        }),
      ),
      ...unmatched.map(
        (u): Omit<LeftOut, 'id'> => ({
          line: u.line,
          text: byLine.get(u.line) ?? u.name,
          reason: NOT_FOUND,
          wrong: false,
        }),
      ),
      // A line can be wrong twice (each problem a row): the id is the row's place.
    ].map((l, id): LeftOut => ({ ...l, id }));
  }, [errors, unmatched, rows]);
  if (lines.length === 0) return null;
  return (
    <Box component="section" aria-label="Left out" sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      {errors.length > 0 && (
        <Alert severity="error" role="note" aria-label="Wrong lines">
          Wrong lines: nothing is applied until they are fixed in the file.
        </Alert>
      )}
      {unmatched.length > 0 && (
        <Alert severity="info" role="note" aria-label="Not found">
          Names that match no ingredient of this vendor are left out.
        </Alert>
      )}
      <ListGrid
        gridId="price-list-left-out"
        label="Lines left out"
        rows={lines}
        columns={COLUMNS}
        invalidRow={(r) => r.wrong}
        rowHeight="auto"
        height={gridHeight(lines.length, 5)}
      />
    </Box>
  );
}
