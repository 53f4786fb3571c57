import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DensityMedium from '@mui/icons-material/DensityMedium';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FilterList from '@mui/icons-material/FilterList';
import Search from '@mui/icons-material/Search';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import ViewColumn from '@mui/icons-material/ViewColumn';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import {
  ColumnsPanelTrigger,
  ExportCsv,
  FilterPanelTrigger,
  type GridDensity,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { type ReactNode, type Ref, useRef, useState } from 'react';

const DENSITIES: { value: GridDensity; label: string }[] = [
  { value: 'compact', label: 'Compact' },
  { value: 'standard', label: 'Standard' },
  { value: 'comfortable', label: 'Comfortable' },
];

export type GridToolbarProps = {
  /** The grid's name ("Ingredients"): the CSV file is named after it. */
  label: string;
  density: GridDensity;
  onDensityChange: (density: GridDensity) => void;
  /** The columns in their shown order (field, header), for Arrange columns. */
  columns: { field: string; headerName: string }[];
  onMove: (field: string, step: -1 | 1) => void;
};

/**
 * The grid's toolbar: Columns (show or hide), Filters, Density, Arrange columns (the MIT
 * grid has no column drag, so each column moves a place left or right from a menu), Export CSV
 * of what is shown (visible columns, filtered and sorted rows), and a search beside the column filter
 * (the grid's quick filter: every word typed must be found in the row; a paged list's own search).
 */
export function GridToolbar({ label, density, onDensityChange, columns, onMove }: GridToolbarProps) {
  const densityRef = useRef<HTMLButtonElement>(null);
  const arrangeRef = useRef<HTMLButtonElement>(null);
  const [menu, setMenu] = useState<'density' | 'arrange' | null>(null);
  const close = () => setMenu(null);
  // Moving re-orders the menu's items, which drops the focus: keep it on the column's button (or its
  // sibling once the column reaches an end), so the keyboard can go on moving it or close the menu.
  const move = (button: HTMLButtonElement, field: string, step: -1 | 1) => {
    onMove(field, step);
    requestAnimationFrame(() => {
      const target = button.disabled
        ? button.parentElement?.querySelector<HTMLButtonElement>('button:not([disabled])')
        : button;
      target?.focus();
    });
  };
  return (
    <Toolbar>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton aria-label="Columns" />}>
          <ViewColumn fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger
          render={(props, state) => (
            <ToolbarButton
              {...props}
              aria-label="Filters"
              color={state.filterCount > 0 ? 'primary' : 'default'}
            >
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterList fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
      <MenuTrigger
        label="Density"
        ref={densityRef}
        open={menu === 'density'}
        onOpen={() => setMenu('density')}
      >
        <DensityMedium fontSize="small" />
      </MenuTrigger>
      <MenuTrigger
        label="Arrange columns"
        ref={arrangeRef}
        open={menu === 'arrange'}
        onOpen={() => setMenu('arrange')}
      >
        <SwapHoriz fontSize="small" />
      </MenuTrigger>
      <Tooltip title="Export CSV">
        <ExportCsv
          render={<ToolbarButton aria-label="Export CSV" />}
          options={{ fileName: label, utf8WithBom: true }}
        >
          <FileDownloadOutlined fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <Box sx={{ flex: 1 }} />
      {/* The search gives way first on a narrow grid (a phone, a card): the buttons keep their places. */}
      <QuickFilter expanded style={{ flex: '0 1 220px', minWidth: 96 }}>
        <QuickFilterControl
          render={({ ref, slotProps, ...control }) => (
            <TextField
              {...control}
              inputRef={ref}
              size="small"
              placeholder="Search"
              sx={{ width: '100%' }}
              slotProps={{
                ...slotProps,
                htmlInput: { ...slotProps?.htmlInput, 'aria-label': `Search ${label.toLowerCase()}` },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
        />
      </QuickFilter>
      <Menu anchorEl={densityRef.current} open={menu === 'density'} onClose={close}>
        {DENSITIES.map((d) => (
          <MenuItem
            key={d.value}
            selected={d.value === density}
            onClick={() => {
              onDensityChange(d.value);
              close();
            }}
          >
            {d.label}
          </MenuItem>
        ))}
      </Menu>
      <Menu
        anchorEl={arrangeRef.current}
        open={menu === 'arrange'}
        onClose={close}
        slotProps={{ list: { 'aria-label': 'Arrange columns' } }}
      >
        {columns.map((column, i) => (
          <MenuItem key={column.field} disableRipple sx={{ gap: 1, cursor: 'default' }}>
            <ListItemText>{column.headerName}</ListItemText>
            <MoveButton
              label={`Move ${column.headerName} left`}
              disabled={i === 0}
              onClick={(button) => move(button, column.field, -1)}
              icon={<ArrowBack fontSize="small" />}
            />
            <MoveButton
              label={`Move ${column.headerName} right`}
              disabled={i === columns.length - 1}
              onClick={(button) => move(button, column.field, 1)}
              icon={<ArrowForward fontSize="small" />}
            />
          </MenuItem>
        ))}
      </Menu>
    </Toolbar>
  );
}

function MoveButton({
  label,
  disabled,
  onClick,
  icon,
}: {
  label: string;
  disabled: boolean;
  onClick: (button: HTMLButtonElement) => void;
  icon: ReactNode;
}) {
  return (
    <IconButton size="small" aria-label={label} disabled={disabled} onClick={(e) => onClick(e.currentTarget)}>
      {icon}
    </IconButton>
  );
}

/** A toolbar button opening one of the toolbar's menus. */
function MenuTrigger({
  label,
  ref,
  open,
  onOpen,
  children,
}: {
  label: string;
  ref: Ref<HTMLButtonElement>;
  open: boolean;
  onOpen: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <ToolbarButton
        ref={ref}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : undefined}
        onClick={onOpen}
      >
        {children}
      </ToolbarButton>
    </Tooltip>
  );
}
