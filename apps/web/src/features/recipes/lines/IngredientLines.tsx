import { duplicateIngredientIssues, MSG, UNIT_LABELS, unitChoicesFor } from '@brigade/core';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Controller, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { IngredientPicker } from '../pickers/CatalogPickers';
import { emptyIngredientLine, type RecipeFormValues } from '../recipe-form';
import type { RecipeMath } from '../use-recipe-math';
import { LineRow } from './LineRow';
import { SortableList } from './SortableList';

/**
 * The recipe's ingredient lines (spec 2): add, remove, drag to reorder (the order is saved), each with
 * an ingredient picker, a quantity and units, and the line's cost or why it cannot be costed.
 */
export function IngredientLines({
  math,
  onAddIngredient,
}: {
  math: RecipeMath;
  /** The picker's 'Add' entry: create an ingredient named so, then fill line `index` with it. */
  onAddIngredient?: (name: string, index: number) => void;
}) {
  const { control, getFieldState, clearErrors } = useFormContext<RecipeFormValues>();
  const { fields, append, remove, move } = useFieldArray({
    control,
    name: 'recipeIngredients',
    keyName: 'key',
  });
  const { errors } = useFormState({ control, name: 'recipeIngredients' });
  const listError = errors.recipeIngredients?.root?.message ?? errors.recipeIngredients?.message;

  // "You cannot save two of the same ingredient" leaves a line as soon as it is no longer a
  // duplicate — when the other line changes or goes, not only when this line is edited. Which lines
  // are duplicates is core's rule.
  const lines = useWatch({ control, name: 'recipeIngredients' });
  const duplicateKey = lines.map((line) => line.ingredient?.id ?? '').join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked when the chosen ingredients change, read fresh inside.
  useEffect(() => {
    const still = new Set(
      duplicateIngredientIssues(lines.map((line) => ({ ingredient: line.ingredient }))).map(
        (issue) => issue.path[1],
      ),
    );
    lines.forEach((_line, index) => {
      const name = `recipeIngredients.${index}.ingredient` as const;
      if (getFieldState(name).error?.message === MSG.duplicateIngredient && !still.has(index))
        clearErrors(name);
    });
  }, [duplicateKey]);

  return (
    <Box component="section" aria-labelledby="recipe-ingredients-heading" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="recipe-ingredients-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Ingredients
      </Typography>
      <SortableList ids={fields.map((f) => f.key)} label="Recipe ingredients" onMove={move}>
        {fields.map((field, index) => {
          const line = math.node.recipeIngredients[index];
          const name = line?.ingredient?.name || `Ingredient line ${index + 1}`;
          // The units this ingredient can already be costed in come first.
          const units = unitChoicesFor(line?.ingredient);
          return (
            <LineRow
              key={field.key}
              rowKey={field.key}
              kind="ingredient"
              index={index}
              name={name}
              unitChoices={UNIT_LABELS}
              unitGroups={
                units.costable.length > 0
                  ? [
                      { label: 'Can be costed', units: units.costable },
                      { label: 'Needs a conversion', units: units.others },
                    ]
                  : undefined
              }
              ingredient={line?.ingredient}
              quantity={line?.yieldQuantity}
              cost={math.cost}
              onRemove={() => remove(index)}
              picker={
                <Controller
                  control={control}
                  name={`recipeIngredients.${index}.ingredient`}
                  render={({ field: f, fieldState }) => (
                    <IngredientPicker
                      value={f.value}
                      onChange={f.onChange}
                      onAdd={onAddIngredient && ((text) => onAddIngredient(text, index))}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              }
            />
          );
        })}
      </SortableList>
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <Box>
        <Button startIcon={<Add />} onClick={() => append(emptyIngredientLine())}>
          Add Ingredient
        </Button>
      </Box>
    </Box>
  );
}
