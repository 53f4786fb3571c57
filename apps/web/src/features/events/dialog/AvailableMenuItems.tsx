import { formatMoney } from '@brigade/core';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type GridColumn, gridHeight, ListGrid } from '../../../components/data-grid';
import type { MenuChoice } from '../event-form';

/** A row's box: "Select Squash Soup from Autumn Supper". */
const selectLabel = (c: MenuChoice) => `Select ${c.menuItem.name} from ${c.menu.name}`;

/** Its course under the item's name; on a phone (no Menu and Section columns) its section and menu too. */
const COLUMNS: GridColumn<MenuChoice>[] = [
  {
    field: 'menuItem',
    headerName: 'Menu Item',
    flex: 2,
    minWidth: 140,
    wrap: true,
    value: (c) => c.menuItem.name,
    render: (c) => (
      <Box sx={{ display: 'grid' }}>
        <Typography variant="body2">{c.menuItem.name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {c.menuItem.courseType}
          <Box component="span" sx={{ display: { sm: 'none' } }}>
            {`${c.menuItem.courseType ? ' · ' : ''}${[c.section, c.menu.name].filter(Boolean).join(' · ')}`}
          </Box>
        </Typography>
      </Box>
    ),
  },
  { field: 'menu', headerName: 'Menu', minWidth: 120, wrap: true, value: (c) => c.menu.name },
  { field: 'section', headerName: 'Section', minWidth: 110, value: (c) => c.section ?? '' },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    minWidth: 90,
    phone: true,
    value: (c) => c.price ?? null,
    render: (c) => (c.price == null ? '—' : formatMoney(c.price)),
  },
];

/**
 * Spec 2 and 4: the menu items of complete menus not yet on the event, ticked in a grid (the header's
 * box ticks every one shown; the search narrows a long list by item, menu or section), and Add to
 * Event Menu.
 */
export function AvailableMenuItems({
  choices,
  anyOffered,
  status,
  onAdd,
}: {
  choices: MenuChoice[];
  /** Whether any menu item is offered at all (false: no complete menu yet). */
  anyOffered: boolean;
  /** The menu choices' load: a message instead of the grid while loading or after a failure. */
  status: { loading: boolean; error: string | null };
  onAdd: (chosen: MenuChoice[]) => void;
}) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // Only what is still offered counts as selected (an added item leaves the grid).
  const chosen = choices.filter((c) => selected.has(c.id));
  const add = () => {
    onAdd(chosen);
    setSelected(new Set());
  };

  return (
    <Box
      component="section"
      aria-labelledby="available-title"
      sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          id="available-title"
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, flexGrow: 1 }}
        >
          Available Menu Items
        </Typography>
        <Button variant="contained" startIcon={<PlaylistAdd />} disabled={chosen.length === 0} onClick={add}>
          Add to Event Menu
        </Button>
      </Box>
      {status.loading ? (
        <Typography color="text.secondary">Loading the menus…</Typography>
      ) : status.error ? (
        <Typography color="error">{status.error}</Typography>
      ) : choices.length === 0 ? (
        <Typography color="text.secondary">
          {anyOffered
            ? 'Every menu item offered is on the event menu.'
            : 'No menu items to offer: only complete menus are offered. Finish a menu in the kitchen to add its items here.'}
        </Typography>
      ) : (
        <ListGrid
          gridId="event-available-menu-items"
          label="Available menu items"
          rows={choices}
          columns={COLUMNS}
          selection={{ ids: selected, onChange: setSelected, label: selectLabel }}
          rowHeight="auto"
          height={gridHeight(choices.length, 6, 60)}
        />
      )}
    </Box>
  );
}
