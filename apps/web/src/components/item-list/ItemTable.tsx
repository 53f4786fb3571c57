import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useRef } from 'react';
import { visuallyHidden } from '../visually-hidden';
import { LIST_HEIGHT, stacksRows, TABLE_ROW_HEIGHT } from './layout';
import { useElementWidth } from './use-element-width';
import { useLoadMoreOnScroll } from './use-load-more';

export type ItemColumn<T> = {
  key: string;
  header: string;
  render: (item: T) => ReactNode;
  align?: 'left' | 'right';
  /** The narrowest the column reads well, in px (layout.ts MIN_COLUMN_WIDTH if not said). */
  minWidth?: number;
};

export type ItemTableProps<T> = {
  /** The table's name: 'Ingredients'. */
  label: string;
  items: T[];
  columns: ItemColumn<T>[];
  getKey: (item: T) => number | string;
  /** A row click (or Enter on a focused row) opens the item. */
  onOpen: (item: T) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

/** A stacked row: the first column as its title, then one line per other column. */
const STACKED_TITLE_HEIGHT = 40;
const STACKED_LINE_HEIGHT = 26;

/**
 * Where the table is narrower than its columns need (a phone), each row is stacked: the first
 * column as a title, then "Cost   $20.00 per 50 Pounds" lines, so nothing scrolls sideways. The
 * table keeps its roles (set explicitly: `display: block` drops the implicit ones), and the column
 * headers stay for screen readers while each line shows its own label.
 */
const stackedSx = {
  display: 'block',
  '& thead': visuallyHidden,
  '& tbody': { display: 'block' },
  '& tbody tr': { display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' },
  '& tbody td': {
    display: 'flex',
    // MUI reverses right-aligned cells (row-reverse): keep the label first.
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: 2,
    border: 0,
    py: 0.25,
    px: 2,
    textAlign: 'right',
  },
  '& tbody td:first-of-type': { fontWeight: 600, textAlign: 'left', py: 0.5 },
} as const;

/**
 * The table mode of a list (spec 2). Rows are virtualized like the cards (spacer rows keep the
 * scroll height right), with the header kept in view; on a narrow screen rows stack (stackedSx).
 */
export function ItemTable<T>({
  label,
  items,
  columns,
  getKey,
  onOpen,
  hasMore,
  loadingMore,
  onLoadMore,
}: ItemTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const stacked = stacksRows(useElementWidth(scrollRef), columns);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () =>
      stacked ? STACKED_TITLE_HEIGHT + (columns.length - 1) * STACKED_LINE_HEIGHT + 16 : TABLE_ROW_HEIGHT,
    overscan: 8,
  });
  // Sizes measured in one layout are wrong in the other (a phone turned sideways): start afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `stacked` is what the effect reacts to.
  useEffect(() => virtualizer.measure(), [stacked, virtualizer]);
  useLoadMoreOnScroll(virtualizer, items.length, { hasMore, loadingMore, onLoadMore });

  const rows = virtualizer.getVirtualItems();
  const before = rows[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0);
  const spacer = (height: number) =>
    height > 0 && (
      <TableRow aria-hidden style={{ height }}>
        <TableCell colSpan={columns.length} sx={{ p: 0, border: 0 }} />
      </TableRow>
    );

  return (
    <Box
      ref={scrollRef}
      role="region"
      aria-label={`${label} table`}
      tabIndex={0}
      sx={{ maxHeight: LIST_HEIGHT, overflow: 'auto', bgcolor: 'background.paper', borderRadius: 1 }}
    >
      <Table stickyHeader size="medium" aria-label={label} role="table" sx={stacked ? stackedSx : undefined}>
        <TableHead role="rowgroup">
          <TableRow role="row">
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align} role="columnheader" sx={{ fontWeight: 700 }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody role="rowgroup">
          {spacer(before)}
          {rows.map((row) => {
            const item = items[row.index];
            return (
              <TableRow
                key={getKey(item)}
                role="row"
                // Stacked rows differ in height (a long name wraps): measure them.
                ref={stacked ? virtualizer.measureElement : undefined}
                data-index={row.index}
                hover
                tabIndex={0}
                onClick={() => onOpen(item)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') onOpen(item);
                }}
                sx={{ height: stacked ? undefined : TABLE_ROW_HEIGHT, cursor: 'pointer' }}
              >
                {columns.map((column, index) => (
                  <TableCell key={column.key} align={column.align} role="cell">
                    {stacked && index > 0 && (
                      // The header already names the cell for screen readers.
                      <Box component="span" aria-hidden sx={{ color: 'text.secondary', textAlign: 'left' }}>
                        {column.header}
                      </Box>
                    )}
                    {stacked && index > 0 ? <span>{column.render(item)}</span> : column.render(item)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
          {spacer(after)}
        </TableBody>
      </Table>
      {hasMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={28} aria-label={`Loading more ${label.toLowerCase()}`} />
        </Box>
      )}
    </Box>
  );
}
