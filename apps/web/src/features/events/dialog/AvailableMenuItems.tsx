import { formatMoney } from '@brigade/core';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { MenuChoice } from '../event-form';

const choiceLabel = (c: MenuChoice) => `${c.menuItem.name} from ${c.menu.name}`;

/**
 * Spec 2 and 4: the menu items of complete menus not yet on the event, multi-select with checkboxes,
 * and Add to Event Menu. A filter narrows a long list by menu item, menu or section name.
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
  /** The menu choices' load: a message instead of the table while loading or after a failure. */
  status: { loading: boolean; error: string | null };
  onAdd: (chosen: MenuChoice[]) => void;
}) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return choices;
    return choices.filter((c) => {
      const text = `${c.menuItem.name} ${c.menu.name} ${c.section ?? ''}`.toLowerCase();
      return words.every((w) => text.includes(w));
    });
  }, [choices, filter]);
  // Only what is still offered counts as selected (an added item leaves the table).
  const chosen = choices.filter((c) => selected.has(c.id));
  const shownSelected = shown.filter((c) => selected.has(c.id)).length;

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((s) => {
      const next = new Set(s);
      const all = shown.length > 0 && shown.every((c) => next.has(c.id));
      for (const c of shown) {
        if (all) next.delete(c.id);
        else next.add(c.id);
      }
      return next;
    });
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
      <TextField
        size="small"
        type="search"
        label="Filter menu items"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
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
        <TableContainer
          sx={{ maxHeight: { xs: 320, md: 420 }, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Table size="small" stickyHeader aria-label="Available menu items">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    indeterminate={shownSelected > 0 && shownSelected < shown.length}
                    checked={shown.length > 0 && shownSelected === shown.length}
                    onChange={toggleAll}
                    slotProps={{ input: { 'aria-label': 'Select all shown menu items' } }}
                  />
                </TableCell>
                <TableCell>Menu Item</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Menu</TableCell>
                <TableCell align="right">Price</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((c) => (
                <TableRow
                  key={c.id}
                  hover
                  selected={selected.has(c.id)}
                  onClick={() => toggle(c.id)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.has(c.id)}
                      onClick={(e) => e.stopPropagation()}
                      onChange={() => toggle(c.id)}
                      slotProps={{ input: { 'aria-label': `Select ${choiceLabel(c)}` } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2">{c.menuItem.name}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {[c.section, c.menuItem.courseType].filter(Boolean).join(' · ')}
                      <Box component="span" sx={{ display: { sm: 'none' } }}>
                        {` · ${c.menu.name}`}
                      </Box>
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{c.menu.name}</TableCell>
                  <TableCell align="right">{c.price == null ? '—' : formatMoney(c.price)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
