import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';
import { LIST_HEIGHT, TABLE_ROW_HEIGHT } from './layout';
import { useLoadMoreOnScroll } from './use-load-more';

export type ItemColumn<T> = {
  key: string;
  header: string;
  render: (item: T) => ReactNode;
  align?: 'left' | 'right';
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

/**
 * The table mode of a list (spec 2). Rows are virtualized like the cards (spacer rows keep the
 * scroll height right), with the header kept in view.
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
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TABLE_ROW_HEIGHT,
    overscan: 8,
  });
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
      <Table stickyHeader size="medium" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align} sx={{ fontWeight: 700 }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {spacer(before)}
          {rows.map((row) => {
            const item = items[row.index];
            return (
              <TableRow
                key={getKey(item)}
                hover
                tabIndex={0}
                onClick={() => onOpen(item)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') onOpen(item);
                }}
                sx={{ height: TABLE_ROW_HEIGHT, cursor: 'pointer' }}
              >
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align}>
                    {column.render(item)}
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
