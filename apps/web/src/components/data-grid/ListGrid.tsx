import type { TSort } from '@brigade/core';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { alpha, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GridCellCheckboxRenderer,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridDensity,
  type GridFilterModel,
  type GridRowSelectionModel,
  type GridSortModel,
  useGridApiRef,
} from '@mui/x-data-grid';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import type { GridToolbarProps } from './GridToolbar';
import { type GridPrefs, moveField, orderColumns, readGridPrefs, writeGridPrefs } from './grid-prefs';
import { filterModelOf, filterParamOf, type ServerFilter, searchOf, serverOperators } from './server-filter';
import { GridToolbarContext, GridToolbarSlot } from './toolbar-slot';

/** A column of a list grid: the value sorts, filters and exports; `render` shows it richer. */
export type GridColumn<T> = {
  /** The row's field; for a list sorted on the server, the API's sort field. */
  field: string;
  headerName: string;
  value: (row: T) => string | number | null;
  render?: (row: T) => ReactNode;
  type?: 'string' | 'number';
  align?: 'left' | 'right';
  /** Width in px; else the column shares the free width (`flex`, 1 if not said). */
  width?: number;
  flex?: number;
  minWidth?: number;
  /** Shown by default on a phone (fewer columns there; the cook can show the others). */
  phone?: boolean;
  sortable?: boolean;
  filterable?: boolean;
  /** false: left out of the CSV (a column of buttons). */
  exportable?: boolean;
  /** The text wraps onto more lines instead of being cut (with the grid's rowHeight 'auto'). */
  wrap?: boolean;
};

export type ListGridProps<T extends { id: number }> = {
  /** Names the grid in the stored arrangement ("ingredients"): per user and per grid. */
  gridId: string;
  /** The grid's accessible name and the CSV's file name ("Ingredients"). */
  label: string;
  rows: T[];
  columns: GridColumn<T>[];
  /** A row click, or Enter on a row's cell, opens the item. */
  onOpen?: (row: T) => void;
  /**
   * Given for a paged list: the server sorts (sort=field,asc|desc) and answers the pages in that
   * order. Without it the grid sorts the rows it holds (the whole list is loaded).
   */
  serverSort?: { sort: TSort | undefined; onSortChange: (sort: TSort | undefined) => void };
  /**
   * Given for a paged list: the toolbar's search is the list's search, and the columns of `fields`
   * filter by the list call's filter, both on the server; the others do not filter (the browser holds
   * only the pages loaded so far). Without it the search and the filters run over the rows held.
   */
  serverFilter?: ServerFilter;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** A row with a problem (an import's row that cannot be read): shown on an error tint. */
  invalidRow?: (row: T) => boolean;
  /** The grid's height in px (it scrolls inside, virtualized). */
  height: number;
  /** 'auto': each row as tall as its cells' lines (a name with its vendor and problems under it). */
  rowHeight?: 'auto';
  /**
   * Rows ticked in a checkbox column first (several chosen at once): the header's box ticks every row
   * shown (the search and filters applied); `label` names a row's box ("Select Squash Soup from …").
   */
  selection?: { ids: ReadonlySet<number>; onChange: (ids: Set<number>) => void; label: (row: T) => string };
};

/** The filter panel on a phone: inside the screen, its value input on a line of its own. */
const PHONE_FILTER_PANEL = {
  maxWidth: 'calc(100vw - 24px)',
  '& .MuiDataGrid-filterForm': { flexWrap: 'wrap', rowGap: 1 },
  '& .MuiDataGrid-filterFormColumnInput, & .MuiDataGrid-filterFormOperatorInput': { width: 130 },
  '& .MuiDataGrid-filterFormValueInput': { width: '100%' },
} as const;

/** Rows as tall as their lines: the cells keep a margin above and below, by density. */
const AUTO_ROW_PADDING = {
  '&.MuiDataGrid-root--densityCompact .MuiDataGrid-cell': { py: 0.5 },
  '&.MuiDataGrid-root--densityStandard .MuiDataGrid-cell': { py: 1 },
  '&.MuiDataGrid-root--densityComfortable .MuiDataGrid-cell': { py: 1.5 },
} as const;

/**
 * Every row as tall as its lines. One function for every render: the grid measures its rows again
 * whenever getRowHeight changes.
 */
const autoRowHeight = () => 'auto' as const;

/** Rows from the end at which the next page is asked for. */
const LOAD_MORE_MARGIN = 20;

/**
 * jsdom lays nothing out: a virtualized grid would render no row there. The web tests read every row
 * of the (small) lists they build; the browser always virtualizes.
 */
const IN_JSDOM = typeof navigator !== 'undefined' && navigator.userAgent.includes('jsdom');

/**
 * The one grid of every list (MUI X DataGrid MIT): sort, filter, resize, show, hide and
 * arrange columns, density, CSV export of what is shown, keyboard navigation (arrows, Home/End, Page
 * Up/Down between cells; Enter opens the row). What the cook arranges is kept per user and grid
 * (grid-prefs.ts). A phone shows the columns marked `phone` until the cook chooses otherwise.
 */
export function ListGrid<T extends { id: number }>({
  gridId,
  label,
  rows,
  columns,
  onOpen,
  serverSort,
  serverFilter,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  invalidRow,
  height,
  rowHeight,
  selection,
}: ListGridProps<T>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const apiRef = useGridApiRef();
  const [prefs, setPrefs] = useState<GridPrefs>(() => readGridPrefs(gridId));
  const update = useCallback(
    (change: (prefs: GridPrefs) => GridPrefs) =>
      setPrefs((current) => {
        const next = change(current);
        writeGridPrefs(gridId, next);
        return next;
      }),
    [gridId],
  );

  const filteredOnServer = serverFilter !== undefined;
  const serverFields = serverFilter?.fields;
  // The grid's own model (its items keep their ids while the cook types), from the search and filter it starts with.
  const [filterModel, setFilterModel] = useState<GridFilterModel>(() =>
    serverFilter ? filterModelOf(serverFilter) : { items: [] },
  );
  const colDefs = useMemo(() => {
    const defs = columns.map((c): GridColDef<T> => {
      const width = prefs.widths?.[c.field] ?? c.width;
      return {
        field: c.field,
        headerName: c.headerName,
        type: c.type ?? 'string',
        align: c.align,
        headerAlign: c.align,
        width,
        flex: width === undefined ? (c.flex ?? 1) : undefined,
        minWidth: c.minWidth ?? 100,
        sortable: c.sortable ?? true,
        filterable: filteredOnServer ? serverFields?.[c.field] !== undefined : (c.filterable ?? true),
        ...(serverFields?.[c.field] ? { filterOperators: serverOperators(serverFields[c.field]) } : {}),
        disableExport: c.exportable === false,
        valueGetter: (_value, row) => c.value(row),
        renderCell: c.wrap
          ? (params) => (
              <Box component="span" sx={{ whiteSpace: 'normal' }}>
                {c.render ? c.render(params.row) : c.value(params.row)}
              </Box>
            )
          : c.render
            ? (params) => c.render?.(params.row)
            : undefined,
      };
    });
    return orderColumns(defs, prefs.order);
  }, [columns, prefs.order, prefs.widths, filteredOnServer, serverFields]);
  const selectionLabel = selection?.label;
  const checkboxColumn = useMemo<GridColDef<T> | null>(
    () =>
      selectionLabel
        ? {
            ...GRID_CHECKBOX_SELECTION_COL_DEF,
            renderCell: (params) => (
              <GridCellCheckboxRenderer
                {...params}
                // The renderer passes its other props to the checkbox (its types do not say so): the
                // box is named for its row, not "Select row".
                {...({ slotProps: { htmlInput: { 'aria-label': selectionLabel(params.row) } } } as object)}
              />
            ),
          }
        : null,
    [selectionLabel],
  );
  const selectionModel = useMemo<GridRowSelectionModel | undefined>(
    () => (selection ? { type: 'include', ids: new Set(selection.ids) } : undefined),
    [selection],
  );

  const visibility = useMemo<GridColumnVisibilityModel>(() => {
    if (prefs.visibility) return prefs.visibility;
    if (!phone) return {};
    // A phone: the first column and those marked for it; the others one tap away (Columns).
    return Object.fromEntries(columns.map((c, i) => [c.field, i === 0 || c.phone === true]));
  }, [prefs.visibility, phone, columns]);

  const sortModel = useMemo<GridSortModel | undefined>(() => {
    if (!serverSort) return undefined;
    const { sort } = serverSort;
    return sort ? [{ field: sort.field, sort: sort.direction }] : [];
  }, [serverSort]);

  // More pages load as the last rows come into view (the MIT grid has no onRowsScrollEnd).
  useEffect(() => {
    const api = apiRef.current;
    if (!api || !onLoadMore) return;
    return api.subscribeEvent('renderedRowsIntervalChange', (range) => {
      if (hasMore && !loadingMore && range.lastRowIndex >= rows.length - LOAD_MORE_MARGIN) onLoadMore();
    });
  }, [apiRef, hasMore, loadingMore, onLoadMore, rows.length]);

  const toolbar: GridToolbarProps = {
    label,
    density: prefs.density ?? 'standard',
    onDensityChange: (density: GridDensity) => update((p) => ({ ...p, density })),
    columns: colDefs.map((c) => ({ field: c.field, headerName: c.headerName ?? c.field })),
    onMove: (field, step) =>
      update((p) => ({
        ...p,
        order: moveField(
          colDefs.map((c) => c.field),
          field,
          step,
        ),
      })),
  };

  return (
    // A region named for the grid holds its toolbar and the grid: "Ingredients table".
    <Box
      role="region"
      aria-label={`${label} table`}
      sx={{ height, minWidth: 0, bgcolor: 'background.paper', borderRadius: 1 }}
    >
      <GridToolbarContext value={toolbar}>
        <DataGrid
          apiRef={apiRef}
          label={label}
          rows={rows}
          columns={checkboxColumn ? [checkboxColumn, ...colDefs] : colDefs}
          showToolbar
          slots={{ toolbar: GridToolbarSlot }}
          // A phone has no room for the filter's column, operator and value side by side: the value wraps below.
          slotProps={phone ? { filterPanel: { sx: PHONE_FILTER_PANEL } } : undefined}
          density={prefs.density ?? 'standard'}
          onDensityChange={(density) => update((p) => ({ ...p, density }))}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={(model) => update((p) => ({ ...p, visibility: model }))}
          onColumnWidthChange={(params) =>
            update((p) => ({ ...p, widths: { ...p.widths, [params.colDef.field]: params.width } }))
          }
          {...(serverSort
            ? {
                sortingMode: 'server' as const,
                sortModel,
                onSortModelChange: (model: GridSortModel) => {
                  const [first] = model;
                  serverSort.onSortChange(
                    first?.sort ? { field: first.field, direction: first.sort } : undefined,
                  );
                },
              }
            : {})}
          {...(serverFilter
            ? {
                filterMode: 'server' as const,
                filterModel,
                onFilterModelChange: (model: GridFilterModel) => {
                  setFilterModel(model);
                  const search = searchOf(model);
                  if (search !== serverFilter.search) serverFilter.onSearchChange(search);
                  const param = filterParamOf(model, serverFields);
                  if (param !== serverFilter.param) serverFilter.onParamChange?.(param);
                },
              }
            : {})}
          // Every loaded row is shown and scrolled (virtualized); the list pages itself on scroll.
          paginationMode="server"
          rowCount={rows.length}
          hideFooter
          disableRowSelectionOnClick
          {...(selection
            ? {
                checkboxSelection: true,
                rowSelectionModel: selectionModel,
                onRowSelectionModelChange: (model: GridRowSelectionModel) => {
                  // 'exclude': every row but those named (all ticked from the header).
                  const ids =
                    model.type === 'include'
                      ? [...model.ids].map(Number)
                      : rows.map((r) => r.id).filter((id) => !model.ids.has(id));
                  selection.onChange(new Set(ids));
                },
              }
            : {})}
          disableVirtualization={IN_JSDOM}
          onRowClick={onOpen ? (params) => onOpen(params.row) : undefined}
          onCellKeyDown={(params, event) => {
            if (event.key === 'Enter' && onOpen) onOpen(params.row);
          }}
          getRowClassName={invalidRow ? (params) => (invalidRow(params.row) ? 'invalid' : '') : undefined}
          getRowHeight={rowHeight === 'auto' ? autoRowHeight : undefined}
          sx={{
            ...(rowHeight === 'auto' ? AUTO_ROW_PADDING : {}),
            // A header too long for its column takes a second line rather than being cut ("Packs to or…").
            '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.25 },
            '& .MuiDataGrid-row': { cursor: onOpen ? 'pointer' : undefined },
            '& .MuiDataGrid-row.invalid': { bgcolor: (t) => alpha(t.palette.error.main, 0.08) },
          }}
        />
      </GridToolbarContext>
      {hasMore && loadingMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
          <CircularProgress size={24} aria-label={`Loading more ${label.toLowerCase()}`} />
        </Box>
      )}
    </Box>
  );
}
