import type { TLineKind, TRecipeCostResult, TUnit } from '@brigade/core';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { RecipeFormValues } from '../recipe-form';
import { lineCost } from './line-cost';
import { SortableRow } from './SortableList';
import { UnitSelect } from './UnitSelect';

const LIST_OF: Record<TLineKind, 'recipeIngredients' | 'recipeSubRecipes'> = {
  ingredient: 'recipeIngredients',
  subRecipe: 'recipeSubRecipes',
};

/**
 * One line of the recipe (ingredient or sub-recipe): drag handle, the picker, quantity, units, the
 * line's cost (or why it cannot be costed) and Remove. Named for what it uses.
 */
export function LineRow({
  rowKey,
  kind,
  index,
  name,
  picker,
  unitChoices,
  quantity,
  cost,
  onRemove,
}: {
  rowKey: string;
  kind: TLineKind;
  index: number;
  name: string;
  picker: ReactNode;
  unitChoices: readonly TUnit[];
  /** The line's quantity as a number, for plural unit labels. */
  quantity: number | null | undefined;
  cost: TRecipeCostResult | null;
  onRemove: () => void;
}) {
  const { control } = useFormContext<RecipeFormValues>();
  const list = LIST_OF[kind];
  const { text, problem } = lineCost(cost, kind, index);
  // A quantity or units not entered yet is said by the field itself once the cook saves.
  const units = useWatch({ control, name: `${list}.${index}.yieldUnits` });
  const showProblem = problem !== null && typeof quantity === 'number' && units !== '';
  return (
    <SortableRow id={rowKey} name={name}>
      <Box sx={{ display: 'grid', gap: 0.5, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          {picker}
          <Controller
            control={control}
            name={`${list}.${index}.yieldQuantity`}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                inputRef={field.ref}
                label="Quantity"
                type="number"
                size="small"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { min: 0, step: 'any' } }}
                sx={{ width: 120 }}
              />
            )}
          />
          <Controller
            control={control}
            name={`${list}.${index}.yieldUnits`}
            render={({ field, fieldState }) => (
              <UnitSelect
                choices={unitChoices}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                quantity={quantity}
                error={fieldState.error?.message}
              />
            )}
          />
          <Typography variant="body2" sx={{ minWidth: 72, pt: 1, textAlign: 'right' }} aria-label="Line cost">
            {text ?? '—'}
          </Typography>
        </Box>
        {showProblem && <FormHelperText error>{problem}</FormHelperText>}
      </Box>
      <IconButton aria-label={`Remove ${name}`} onClick={onRemove} sx={{ mt: 0.25 }}>
        <DeleteOutline />
      </IconButton>
    </SortableRow>
  );
}
