import type { TImportRowError } from '@brigade/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Spreadsheet } from './read-table';

/** Rows shown in the preview: every row with a problem first, then the others, up to this many. */
const SHOWN = 200;

/** A preview column: its header and what it shows of row `i`. */
export type SheetColumn = { header: string; align?: 'right'; cell: (i: number) => ReactNode };

/** A cell as text: blank for null. */
export const cellText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * The preview of a spreadsheet import: its rows as read, each with its problems, by line in the file;
 * those with problems first. `children` come between the verdict and the table (a summary).
 */
export function SheetPreview({
  fileName,
  sheet,
  errors,
  columns,
  label,
  ready,
  children,
}: {
  fileName: string;
  sheet: Spreadsheet;
  errors: TImportRowError[];
  columns: SheetColumn[];
  /** The table's accessible name. */
  label: string;
  /** The verdict when no row has a problem. */
  ready: string;
  children?: ReactNode;
}) {
  const byRow = new Map<number, string[]>();
  for (const e of errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), e.message]);
  const order = [...sheet.rows.keys()].sort((a, b) => Number(byRow.has(b)) - Number(byRow.has(a)) || a - b);
  const shown = order.slice(0, SHOWN);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {`Preview of ${fileName}: ${sheet.rows.length} ${sheet.rows.length === 1 ? 'row' : 'rows'}`}
      </Typography>
      {byRow.size > 0 ? (
        <Alert severity="error">
          {`${byRow.size} ${byRow.size === 1 ? 'row has' : 'rows have'} a problem: fix ${byRow.size === 1 ? 'it' : 'them'} in the file and choose it again. Nothing is imported until every row is right.`}
        </Alert>
      ) : (
        <Alert severity="success">{ready}</Alert>
      )}
      {children}
      <TableContainer sx={{ maxHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {/* Wider than a phone: the rows scroll sideways instead of wrapping each cell to a word a line. */}
        <Table size="small" stickyHeader aria-label={label} sx={{ minWidth: 760 }}>
          <TableHead>
            <TableRow>
              <TableCell>Line</TableCell>
              {columns.map((c) => (
                <TableCell key={c.header} align={c.align}>
                  {c.header}
                </TableCell>
              ))}
              <TableCell sx={{ minWidth: 240 }}>Problems</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((i) => {
              const problems = byRow.get(i);
              return (
                <TableRow
                  key={i}
                  aria-invalid={problems ? true : undefined}
                  sx={problems ? { bgcolor: 'error.50' } : undefined}
                >
                  <TableCell>{sheet.lines[i]}</TableCell>
                  {columns.map((c) => (
                    <TableCell key={c.header} align={c.align}>
                      {c.cell(i)}
                    </TableCell>
                  ))}
                  <TableCell sx={{ color: 'error.main' }}>{problems?.join(' ')}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {sheet.rows.length > SHOWN && (
        <Typography
          variant="body2"
          color="text.secondary"
        >{`Showing ${SHOWN} of ${sheet.rows.length} rows (those with problems first).`}</Typography>
      )}
    </Box>
  );
}
