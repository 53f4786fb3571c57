import type { TDeleteReply, TSort } from '@brigade/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type ReactNode, useCallback, useState } from 'react';
import type { ViewMode } from '../../app/view-mode';
import { errorMessage } from '../../lib/api';
import { DeleteConfirmDialog } from '../DeleteConfirmDialog';
import { visuallyHidden } from '../visually-hidden';
import { ItemCard } from './ItemCard';
import { ItemCardGrid } from './ItemCardGrid';
import { type ColumnFilter, ItemGrid } from './ItemGrid';
import type { ItemColumn } from './item-column';
import type { ListItem } from './list-item';

export type { ListItem } from './list-item';

export type ItemListProps<T extends ListItem> = {
  /** Lower case, singular, as in "There are no {itemType}s" and "delete {itemType} …": 'ingredient'. */
  itemType: string;
  /** 'tile' shows cards, 'table' the table (useViewMode()). */
  viewMode: ViewMode;
  items: T[];
  /** The first page is loading (a spinner shows): spec 4's flag, cleared 300 ms after the load. */
  loading: boolean;
  /** Spec 4's success state (300 ms after the load): the list says how many it holds, for screen readers. */
  loaded?: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  /** A failed load: its message shows instead of the list. */
  error?: unknown;
  /** Table columns (spec 2). */
  columns: ItemColumn<T>[];
  /** The table's order, asked of the server (sort=field,asc|desc); undefined: by name. */
  sort?: TSort;
  onSortChange?: (sort: TSort | undefined) => void;
  /** The list's search: in table mode the grid's toolbar search sets it. */
  search?: { text: string; onChange: (text: string) => void };
  /** In table mode, the filter of the other columns the list call filters by. */
  columnFilter?: ColumnFilter;
  /** A line under the card's name (cost, category…). */
  describe?: (item: T) => ReactNode;
  /** Opens the item (the card's validity icon, a table row). */
  onOpen: (item: T) => void;
  /** Deletes on the server; the confirmation dialog shows the server's reply. */
  onDelete: (item: T) => Promise<TDeleteReply>;
  /** false for a member whose role may only read (useCan): no Delete. Default true. */
  canEdit?: boolean;
};

function capitalize(text: string): string {
  return text.replace(/\b\w/g, (c) => c.toUpperCase());
}

const keyOf = (item: ListItem) => item.id;

/**
 * A list screen's body (spec 2): cards or a table, a spinner while loading, "There are no {itemType}s"
 * when empty, more pages on scroll, and Delete behind the confirmation dialog of spec 4 and 8.
 */
export function ItemList<T extends ListItem>({
  itemType,
  viewMode,
  items,
  loading,
  loaded = false,
  loadingMore,
  hasMore,
  onLoadMore,
  error,
  columns,
  sort,
  onSortChange,
  search,
  columnFilter,
  describe,
  onOpen,
  onDelete,
  canEdit = true,
}: ItemListProps<T>) {
  const [toDelete, setToDelete] = useState<T | null>(null);
  const label = `${capitalize(itemType)}s`;
  const itemLabel = capitalize(itemType);

  const renderCard = useCallback(
    (item: T) => (
      <ItemCard
        item={item}
        itemLabel={itemLabel}
        describe={describe}
        onOpen={onOpen}
        onDelete={canEdit ? setToDelete : undefined}
      />
    ),
    [itemLabel, describe, onOpen, canEdit],
  );

  let body: ReactNode;
  if (loading) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={`Loading ${label.toLowerCase()}`} />
      </Box>
    );
  } else if (error && items.length === 0) {
    body = <Alert severity="error">{errorMessage(error)}</Alert>;
  } else if (items.length === 0 && !(viewMode === 'table' && (search?.text || columnFilter?.param))) {
    // A table filtered to nothing stays: its filter is where the cook clears it.
    body = (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        There are no {itemType}s
      </Typography>
    );
  } else if (viewMode === 'table') {
    body = (
      <ItemGrid
        gridId={`${itemType}s`}
        label={label}
        items={items}
        columns={columns}
        sort={sort}
        onSortChange={onSortChange}
        search={search}
        columnFilter={columnFilter}
        onOpen={onOpen}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={onLoadMore}
      />
    );
  } else {
    body = (
      <ItemCardGrid
        label={label}
        items={items}
        getKey={keyOf}
        renderCard={renderCard}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={onLoadMore}
      />
    );
  }

  return (
    <>
      <Box aria-busy={loading} sx={{ minWidth: 0 }}>
        {body}
      </Box>
      {/* Announced once the list is loaded (spec 4's success state), not on every page or keystroke. */}
      <Box role="status" sx={visuallyHidden}>
        {loaded && !loading && !error
          ? `${items.length}${hasMore ? '+' : ''} ${itemType}${items.length === 1 ? '' : 's'} listed`
          : ''}
      </Box>
      {toDelete && (
        <DeleteConfirmDialog
          open
          itemType={itemType}
          itemName={toDelete.name}
          onConfirm={() => onDelete(toDelete)}
          onClose={() => setToDelete(null)}
        />
      )}
    </>
  );
}
