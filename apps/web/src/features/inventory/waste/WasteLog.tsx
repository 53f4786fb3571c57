import { type TIngredientListItem, type TWasteReason, UNIT_LABELS, WASTE_REASONS } from '@brigade/core';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnackbar } from '../../../components/snackbar';
import { errorMessage } from '../../../lib/api';
import { mediumDateTime } from '../../../lib/date-format';
import { allIngredientsQuery, useLogWaste, wasteQuery } from '../api';
import { stockText } from '../quantities';

/** The waste log: what was thrown away and why; it leaves on hand and explains variance. */
export function WasteLog() {
  const ingredients = useQuery(allIngredientsQuery());
  const log = useQuery(wasteQuery());
  const save = useLogWaste();
  const snackbar = useSnackbar();
  const [ingredient, setIngredient] = useState<TIngredientListItem | null>(null);
  const [quantity, setQuantity] = useState('');
  const [units, setUnits] = useState('');
  const [reason, setReason] = useState<TWasteReason>('spoilage');
  const submit = () => {
    if (!ingredient) return snackbar.error('Choose the ingredient thrown away.');
    save.mutate(
      {
        ingredient: { id: ingredient.id },
        quantity: Number(quantity),
        units: (units || ingredient.costUnits) as (typeof UNIT_LABELS)[number],
        reason,
      },
      {
        onSuccess: (entry) => {
          snackbar.success(`${entry.ingredient.name} logged as ${entry.reason}.`);
          setQuantity('');
        },
        onError: (error) => snackbar.error(errorMessage(error)),
      },
    );
  };
  return (
    <Box component="section" aria-label="Waste log" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        Waste log
      </Typography>
      <Box
        component="form"
        aria-label="Log waste"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      >
        <Autocomplete
          options={ingredients.data ?? []}
          getOptionLabel={(o) => o.name}
          value={ingredient}
          onChange={(_, picked) => {
            setIngredient(picked);
            setUnits(picked?.costUnits ?? '');
          }}
          renderInput={(props) => <TextField {...props} label="Ingredient" />}
          sx={{ minWidth: 240, flex: '1 1 240px' }}
        />
        <TextField
          label="Quantity"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ width: 150 }}
        />
        <TextField
          select
          label="Units"
          value={units}
          onChange={(e) => setUnits(e.target.value)}
          sx={{ width: 150 }}
        >
          {UNIT_LABELS.map((u) => (
            <MenuItem key={u} value={u}>
              {u}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value as TWasteReason)}
          sx={{ width: 170 }}
        >
          {WASTE_REASONS.map((r) => (
            <MenuItem key={r} value={r}>
              {r}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ minHeight: 44 }}>
          Log waste
        </Button>
      </Box>
      <List dense aria-label="Waste logged">
        {(log.data ?? []).slice(0, 20).map((w) => (
          <ListItem key={w.id} divider>
            <ListItemText
              primary={`${w.ingredient.name}: ${stockText(w.quantity, w.units)} (${w.reason})`}
              secondary={`${mediumDateTime.format(new Date(w.date))}${w.loggedBy ? ` · ${w.loggedBy}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
