import { suggestedUnits, type TUnit } from '@brigade/core';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { recipeQuery } from '../api';
import { RecipePicker } from '../pickers/CatalogPickers';
import { emptySubRecipeLine, type RecipeFormValues, type SubRecipeRef, toRecipeRef } from '../recipe-form';
import type { RecipeMath } from '../use-recipe-math';
import { LineRow } from './LineRow';
import { SortableList } from './SortableList';

/**
 * Units a sub-recipe line offers (spec 3): those of the chosen recipe's yield type; a recipe yielding
 * another kind (Each, Slice…) offers only its own yield unit, and no recipe offers none.
 */
export function subRecipeUnitChoices(recipe: SubRecipeRef | null): TUnit[] {
  if (!recipe?.yieldUnits) return [];
  const units = suggestedUnits(recipe.yieldUnits);
  return units.length > 0 ? units : [recipe.yieldUnits as TUnit];
}

/**
 * The recipe's sub-recipe lines (spec 2): a recipe picker (with 'Add' to create one, which then fills
 * the line), a quantity, and units following the chosen recipe's yield type.
 */
export function SubRecipeLines({
  math,
  onAddRecipe,
}: {
  math: RecipeMath;
  onAddRecipe?: (name: string, index: number) => void;
}) {
  const queryClient = useQueryClient();
  const { control, setValue, getValues } = useFormContext<RecipeFormValues>();
  const { fields, append, remove, move } = useFieldArray({
    control,
    name: 'recipeSubRecipes',
    keyName: 'key',
  });
  const recipeId = useWatch({ control, name: 'id' });
  const values = useWatch({ control, name: 'recipeSubRecipes' });

  // Spec 5: a line chosen with a recipe takes the recipe's yield units. The list rows do not carry
  // the yield, so the chosen recipe is read first.
  const choose = async (index: number, picked: SubRecipeRef | null) => {
    if (!picked) {
      setValue(`recipeSubRecipes.${index}.recipe`, null, { shouldDirty: true, shouldValidate: true });
      return;
    }
    let ref = picked;
    try {
      ref = toRecipeRef(await queryClient.fetchQuery(recipeQuery(picked.id)));
    } catch {
      // Keep what the list said; the line shows it cannot be costed.
    }
    setValue(`recipeSubRecipes.${index}.recipe`, ref, { shouldDirty: true, shouldValidate: true });
    const units = getValues(`recipeSubRecipes.${index}.yieldUnits`);
    if (ref.yieldUnits && !subRecipeUnitChoices(ref).includes(units as TUnit)) {
      setValue(`recipeSubRecipes.${index}.yieldUnits`, ref.yieldUnits, {
        shouldDirty: true,
        shouldValidate: true,
      });
    }
  };

  return (
    <Box component="section" aria-labelledby="recipe-subrecipes-heading" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="recipe-subrecipes-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Sub-recipes
      </Typography>
      <SortableList ids={fields.map((f) => f.key)} label="Sub-recipes" onMove={move}>
        {fields.map((field, index) => {
          const line = math.node.recipeSubRecipes[index];
          const name = line?.recipe?.name || `Sub-recipe line ${index + 1}`;
          return (
            <LineRow
              key={field.key}
              rowKey={field.key}
              kind="subRecipe"
              index={index}
              name={name}
              unitChoices={subRecipeUnitChoices(values[index]?.recipe ?? null)}
              quantity={line?.yieldQuantity}
              portionOf={line?.recipe ?? values[index]?.recipe}
              cost={math.cost}
              onRemove={() => remove(index)}
              picker={
                <Controller
                  control={control}
                  name={`recipeSubRecipes.${index}.recipe`}
                  render={({ field: f, fieldState }) => (
                    <RecipePicker
                      value={f.value}
                      onChange={(picked) => void choose(index, picked)}
                      onAdd={onAddRecipe && ((text) => onAddRecipe(text, index))}
                      excludeId={recipeId}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              }
            />
          );
        })}
      </SortableList>
      <Box>
        <Button startIcon={<Add />} onClick={() => append(emptySubRecipeLine())}>
          Add Sub-recipe
        </Button>
      </Box>
    </Box>
  );
}
