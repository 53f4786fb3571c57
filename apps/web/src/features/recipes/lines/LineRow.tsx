import {
  missingConversion,
  type TIngredientData,
  type TLineKind,
  type TRecipeCostResult,
  type TUnit,
} from '@brigade/core';
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
import { MissingConversion } from './MissingConversion';
import { SortableRow } from './SortableList';
import { type UnitGroup, UnitSelect } from './UnitSelect';

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
  unitGroups,
  ingredient,
  quantity,
  cost,
  onRemove,
  portionOf,
}: {
  rowKey: string;
  kind: TLineKind;
  index: number;
  name: string;
  picker: ReactNode;
  unitChoices: readonly TUnit[];
  /** The choices in groups (an ingredient line: the units it can be costed in first). */
  unitGroups?: readonly UnitGroup[];
  /** An ingredient line's ingredient as loaded (cost, conversions): names a missing conversion. */
  ingredient?: TIngredientData | null;
  /** The line's quantity as a number, for plural unit labels. */
  quantity: number | null | undefined;
  cost: TRecipeCostResult | null;
  onRemove: () => void;
  /** A sub-recipe line's recipe: its count unit shows its named portion, 'Each (cookie)'. */
  portionOf?: { yieldUnits?: string | null; portionName?: string | null } | null;
}) {
  const { control } = useFormContext<RecipeFormValues>();
  const list = LIST_OF[kind];
  const { text, problem } = lineCost(cost, kind, index);
  // A quantity or units not entered yet is said by the field itself once the cook saves.
  const units = useWatch({ control, name: `${list}.${index}.yieldUnits` });
  const showProblem = problem !== null && typeof quantity === 'number' && units !== '';
  // A line that lacks a conversion says which, and takes it on the spot.
  const missing = showProblem && kind === 'ingredient' ? missingConversion(ingredient, units) : null;
  return (
    <SortableRow id={rowKey} name={name}>
      <Box sx={{ display: 'grid', gap: 0.5, flexGrow: 1, minWidth: 0 }}>
        {/* A grid, so every line's fields line up whatever their contents; on a phone the picker has
            the first row to itself (sharing it with the cost cut "Boneless Chicken Breast" to
            "Boneless Ch…"), the quantity and units the second, the line's cost the third. */}
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            alignItems: 'start',
            gridTemplateColumns: {
              xs: '88px minmax(0, 1fr)',
              sm: 'minmax(200px, 1fr) 120px 160px 72px',
            },
            gridTemplateAreas: {
              xs: '"picker picker" "qty units" "cost cost"',
              sm: '"picker qty units cost"',
            },
            '& > .line-picker': { gridArea: 'picker', minWidth: 0, display: 'flex' },
          }}
        >
          <Box className="line-picker">{picker}</Box>
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
                sx={{ gridArea: 'qty', minWidth: 0 }}
              />
            )}
          />
          <Controller
            control={control}
            name={`${list}.${index}.yieldUnits`}
            render={({ field, fieldState }) => (
              <UnitSelect
                choices={unitChoices}
                groups={unitGroups}
                fill
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                quantity={quantity}
                portionOf={portionOf}
                error={fieldState.error?.message}
              />
            )}
          />
          <Typography
            variant="body2"
            sx={{ gridArea: 'cost', minWidth: 48, pt: { xs: 0, sm: 1 }, textAlign: 'right' }}
            aria-label="Line cost"
          >
            {text ?? '—'}
          </Typography>
        </Box>
        {missing && typeof ingredient?.id === 'number' ? (
          <MissingConversion ingredient={{ id: ingredient.id, name: ingredient.name }} missing={missing} />
        ) : (
          showProblem && <FormHelperText error>{problem}</FormHelperText>
        )}
      </Box>
      <IconButton aria-label={`Remove ${name}`} onClick={onRemove} sx={{ mt: 0.25 }}>
        <DeleteOutline />
      </IconButton>
    </SortableRow>
  );
}
