import { linkRecipeGraph, type TUnit } from '@brigade/core';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { SortableList } from '../../recipes/lines/SortableList';
import { subRecipeUnitChoices } from '../../recipes/lines/SubRecipeLines';
import { recipeGraphQuery } from '../api';
import { emptyLine, type MenuItemFormValues, type RecipeRef } from '../menu-item-form';
import type { MenuItemMath } from '../use-menu-item-math';
import { RecipeLineRow } from './RecipeLineRow';

/**
 * The menu item's recipe lines (spec 2): add, remove, drag to reorder; each a recipe (with 'Add' to
 * create one, which then fills the line), a yield quantity (default 1) and units following the
 * chosen recipe's yield type (spec 3).
 */
export function RecipeLines({
  math,
  onAddRecipe,
}: {
  math: MenuItemMath;
  onAddRecipe?: (name: string, index: number) => void;
}) {
  const queryClient = useQueryClient();
  const { control, setValue, getValues } = useFormContext<MenuItemFormValues>();
  const { fields, append, remove, move } = useFieldArray({
    control,
    name: 'menuItemRecipes',
    keyName: 'key',
  });
  const values = useWatch({ control, name: 'menuItemRecipes' });
  const { errors } = useFormState({ control, name: 'menuItemRecipes' });
  // 'Please add at least one recipe' is an error of the list itself.
  const listError = errors.menuItemRecipes?.message ?? errors.menuItemRecipes?.root?.message;

  // Spec 5: a line chosen with a recipe takes the recipe's yield units. List rows do not carry the
  // yield, so the recipe's tree is read first (the figures need it anyway).
  const choose = async (index: number, picked: RecipeRef | null) => {
    if (!picked) {
      setValue(`menuItemRecipes.${index}.recipe`, null, { shouldDirty: true, shouldValidate: true });
      return;
    }
    let ref = picked;
    try {
      const graph = await queryClient.fetchQuery({ ...recipeGraphQuery(picked.id), staleTime: 0 });
      const root = linkRecipeGraph(graph).get(graph.rootId);
      if (root)
        ref = {
          id: picked.id,
          name: root.name,
          yieldQuantity: root.yieldQuantity ?? null,
          yieldUnits: root.yieldUnits ?? null,
          portionName: root.portionName ?? null,
        };
    } catch {
      // Keep what the list said; the line then says it cannot be costed.
    }
    fill(index, ref);
  };

  const fill = (index: number, ref: RecipeRef) => {
    setValue(`menuItemRecipes.${index}.recipe`, ref, { shouldDirty: true, shouldValidate: true });
    const units = getValues(`menuItemRecipes.${index}.yieldUnits`);
    if (ref.yieldUnits && !subRecipeUnitChoices(ref).includes(units as TUnit))
      setValue(`menuItemRecipes.${index}.yieldUnits`, ref.yieldUnits, {
        shouldDirty: true,
        shouldValidate: true,
      });
  };

  return (
    <Box component="section" aria-labelledby="menu-item-recipes-heading" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="menu-item-recipes-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Recipes
      </Typography>
      <SortableList ids={fields.map((f) => f.key)} label="Menu item recipes" onMove={move}>
        {fields.map((field, index) => (
          <RecipeLineRow
            key={field.key}
            rowKey={field.key}
            index={index}
            line={values[index]}
            math={math}
            onChoose={(picked) => void choose(index, picked)}
            onAdd={onAddRecipe && ((text) => onAddRecipe(text, index))}
            onRemove={() => remove(index)}
          />
        ))}
      </SortableList>
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <Box>
        <Button startIcon={<Add />} onClick={() => append(emptyLine())}>
          Add Recipe
        </Button>
      </Box>
    </Box>
  );
}
