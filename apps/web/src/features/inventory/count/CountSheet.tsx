import { countOf, type TStorageArea, UNIT_LABELS } from '@brigade/core';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { QueryFrame } from '../../../components/QueryFrame';
import { useSnackbar } from '../../../components/snackbar';
import { errorMessage } from '../../../lib/api';
import { allIngredientsQuery, lastCountQuery, storageAreasQuery, useSaveCount } from '../api';

type SheetLine = { ingredientId: number; name: string; quantity: string; units: string };

/**
 * The count sheet of one storage area, for a tablet: the areas in walking order, the
 * area's items as last counted, each with a large quantity box; Enter moves to the next item, and
 * the last one's Enter saves. Items can be added; the sheet prints blank for counting on paper.
 */
export function CountSheet() {
  const areas = useQuery(storageAreasQuery());
  return (
    <QueryFrame query={areas} loading="Reading the storage areas" updating="Updating the storage areas">
      {(list) =>
        list.length === 0 ? (
          <Alert severity="info">Add a storage area first (the Storage areas tab), then count it here.</Alert>
        ) : (
          <AreaPicker areas={list} />
        )
      }
    </QueryFrame>
  );
}

function AreaPicker({ areas }: { areas: TStorageArea[] }) {
  const [areaId, setAreaId] = useState(areas[0].id);
  const area = areas.find((a) => a.id === areaId) ?? areas[0];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        select
        className="no-print"
        label="Storage area"
        value={area.id}
        onChange={(e) => setAreaId(Number(e.target.value))}
        sx={{ maxWidth: 360 }}
      >
        {areas.map((a) => (
          <MenuItem key={a.id} value={a.id} sx={{ minHeight: 48 }}>
            {a.position}. {a.name}
          </MenuItem>
        ))}
      </TextField>
      <AreaSheet key={area.id} area={area} />
    </Box>
  );
}

function AreaSheet({ area }: { area: TStorageArea }) {
  const last = useQuery(lastCountQuery(area.id));
  return (
    <QueryFrame query={last} loading="Reading the last count" updating="Updating the last count">
      {(count) => (
        <SheetForm
          area={area}
          initial={(count?.lines ?? []).map((l) => ({
            ingredientId: l.ingredient.id,
            name: l.ingredient.name,
            quantity: '',
            units: l.units,
          }))}
        />
      )}
    </QueryFrame>
  );
}

function SheetForm({ area, initial }: { area: TStorageArea; initial: SheetLine[] }) {
  const [lines, setLines] = useState<SheetLine[]>(initial);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusNext = useRef<number | null>(null);
  const ingredients = useQuery(allIngredientsQuery());
  const save = useSaveCount();
  const snackbar = useSnackbar();

  useEffect(() => {
    if (focusNext.current !== null) inputs.current[focusNext.current]?.focus();
    focusNext.current = null;
  });

  const set = (index: number, patch: Partial<SheetLine>) =>
    setLines((all) => all.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  const counted = lines.filter((l) => l.quantity.trim() !== '');
  const submit = () => {
    if (counted.length === 0) {
      snackbar.error('Enter at least one quantity.');
      return;
    }
    save.mutate(
      {
        storageArea: { id: area.id },
        lines: counted.map((l) => ({
          ingredient: { id: l.ingredientId },
          quantity: Number(l.quantity),
          units: l.units as (typeof UNIT_LABELS)[number],
        })),
      },
      {
        onSuccess: () => {
          snackbar.success(`${area.name} counted: ${countOf(counted.length, 'item')}.`);
          setLines((all) => all.map((l) => ({ ...l, quantity: '' })));
        },
        onError: (error) => snackbar.error(errorMessage(error)),
      },
    );
  };
  const choices = (ingredients.data ?? []).filter((i) => !lines.some((l) => l.ingredientId === i.id));

  return (
    <Box
      component="form"
      aria-label={`Count of ${area.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography variant="h5" component="h2">
        {area.name}
      </Typography>
      {lines.length === 0 && (
        <Alert severity="info" className="no-print">
          Nothing was counted here yet: add the items this area holds.
        </Alert>
      )}
      {lines.map((line, index) => (
        <Box
          key={line.ingredientId}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'minmax(0, 2fr) 1fr 1fr' },
            gap: 1.5,
            alignItems: 'center',
            borderBottom: 1,
            borderColor: 'divider',
            pb: 1.5,
          }}
        >
          <Typography sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, fontSize: '1.1rem' }}>
            {line.name}
          </Typography>
          <TextField
            placeholder="Quantity"
            value={line.quantity}
            inputRef={(el: HTMLInputElement | null) => {
              inputs.current[index] = el;
            }}
            onChange={(e) => set(index, { quantity: e.target.value })}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              // Enter moves to the next item; on the last one it saves the count.
              if (index < lines.length - 1) {
                e.preventDefault();
                inputs.current[index + 1]?.focus();
              }
            }}
            // The row's name is beside the box: the label names the ingredient for screen readers.
            slotProps={{
              htmlInput: {
                inputMode: 'decimal',
                'aria-label': `${line.name} quantity`,
                style: { fontSize: '1.25rem' },
              },
            }}
          />
          <TextField
            select
            value={line.units}
            slotProps={{
              select: {
                SelectDisplayProps: { 'aria-label': `${line.name} units`, 'aria-labelledby': undefined },
              },
            }}
            onChange={(e) => set(index, { units: e.target.value })}
          >
            {UNIT_LABELS.map((u) => (
              <MenuItem key={u} value={u} sx={{ minHeight: 44 }}>
                {u}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      ))}
      <Autocomplete
        className="no-print"
        options={choices}
        getOptionLabel={(o) => o.name}
        value={null}
        onChange={(_, picked) => {
          if (!picked) return;
          focusNext.current = lines.length;
          setLines((all) => [
            ...all,
            { ingredientId: picked.id, name: picked.name, quantity: '', units: picked.costUnits ?? 'Each' },
          ]);
        }}
        renderInput={(props) => <TextField {...props} label="Add an ingredient" />}
        sx={{ maxWidth: 480 }}
      />
      <Box className="no-print" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={save.isPending}
          sx={{ minHeight: 48 }}
        >
          Save count
        </Button>
        <Button variant="outlined" size="large" onClick={() => window.print()} sx={{ minHeight: 48 }}>
          Print sheet
        </Button>
      </Box>
    </Box>
  );
}
