import type { TImportRowError } from '@brigade/core';
import { countOf } from '@brigade/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo } from 'react';
import { type GridColumn, gridHeight, ListGrid, lineColumn } from '../data-grid';
import type { Spreadsheet } from './read-table';

/**
 * A preview column: its header and the text it shows of row `i` (what sorts, filters and exports);
 * `phone`: shown on a phone beside the line and its problems (the row's name).
 */
export type SheetColumn = { header: string; align?: 'right'; phone?: boolean; cell: (i: number) => string };

/** A cell as text: blank for null. */
export const cellText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A row of the preview: its index in the sheet, its line in the file, its problems. */
type PreviewRow = { id: number; line: number; problems: string };

/**
 * The preview of a spreadsheet import: every row as read, each with its problems, by line in the file,
 * those with problems first; in the shared grid (sort, filter, CSV of what is shown), so a sheet of
 * thousands of rows is read whole.
 */
export function SheetPreview({
  gridId,
  fileName,
  sheet,
  errors,
  columns,
  label,
  ready,
  children,
}: {
  /** Names the grid in the cook's stored arrangement. */
  gridId: string;
  fileName: string;
  sheet: Spreadsheet;
  errors: TImportRowError[];
  columns: SheetColumn[];
  /** The grid's accessible name. */
  label: string;
  /** The verdict when no row has a problem. */
  ready: string;
  children?: ReactNode;
}) {
  const byRow = useMemo(() => {
    const map = new Map<number, string[]>();
    for (const e of errors) map.set(e.row, [...(map.get(e.row) ?? []), e.message]);
    return map;
  }, [errors]);
  const rows = useMemo(
    () =>
      [...sheet.rows.keys()]
        .sort((a, b) => Number(byRow.has(b)) - Number(byRow.has(a)) || a - b)
        .map((i): PreviewRow => ({ id: i, line: sheet.lines[i], problems: byRow.get(i)?.join(' ') ?? '' })),
    [sheet, byRow],
  );
  const gridColumns = useMemo(
    (): GridColumn<PreviewRow>[] => [
      lineColumn<PreviewRow>(),
      ...columns.map(
        (c): GridColumn<PreviewRow> => ({
          field: c.header,
          headerName: c.header,
          align: c.align,
          minWidth: 100,
          phone: c.phone,
          value: (r) => c.cell(r.id),
        }),
      ),
      {
        field: 'problems',
        headerName: 'Problems',
        minWidth: 160,
        flex: 2,
        phone: true,
        wrap: true,
        value: (r) => r.problems,
        render: (r) => (
          <Box component="span" sx={{ color: 'error.main' }}>
            {r.problems}
          </Box>
        ),
      },
    ],
    [columns],
  );
  const count = sheet.rows.length;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {`Preview of ${fileName}: ${countOf(count, 'row')}`}
      </Typography>
      {byRow.size > 0 ? (
        <Alert severity="error">
          {`${countOf(byRow.size, 'row has', 'rows have')} a problem: fix ${byRow.size === 1 ? 'it' : 'them'} in the file and choose it again. Nothing is imported until every row is right.`}
        </Alert>
      ) : (
        <Alert severity="success">{ready}</Alert>
      )}
      {children}
      <ListGrid
        gridId={gridId}
        label={label}
        rows={rows}
        columns={gridColumns}
        invalidRow={(r) => r.problems !== ''}
        // A problem wraps onto as many lines as it takes.
        rowHeight="auto"
        height={gridHeight(count, 6)}
      />
    </Box>
  );
}
