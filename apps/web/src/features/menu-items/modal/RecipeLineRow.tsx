import { formatMoney } from '@brigade/core';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext } from 'react-hook-form';
import { SortableRow } from '../../recipes/lines/SortableList';
import { subRecipeUnitChoices } from '../../recipes/lines/SubRecipeLines';
import { UnitSelect } from '../../recipes/lines/UnitSelect';
import type { MenuItemFormValues, MenuItemLineValues, RecipeRef } from '../menu-item-form';
import type { MenuItemMath } from '../use-menu-item-math';
import { MenuItemRecipePicker } from './MenuItemRecipePicker';

/**
 * One recipe line: drag handle, the recipe picker, yield quantity, units, what the line costs (or
 * why it cannot be costed) and Remove. Named for the recipe it uses.
 */
export function RecipeLineRow({
  rowKey,
  index,
  line,
  math,
  onChoose,
  onAdd,
  onRemove,
}: {
  rowKey: string;
  index: number;
  line: MenuItemLineValues | undefined;
  math: MenuItemMath;
  onChoose: (picked: RecipeRef | null) => void;
  onAdd?: (text: string) => void;
  onRemove: () => void;
}) {
  const { control } = useFormContext<MenuItemFormValues>();
  const name = line?.recipe?.name || `Recipe line ${index + 1}`;
  const quantity = math.node.menuItemRecipes[index]?.yieldQuantity;
  const costed = math.cost?.lines.find((l) => l.line === index);
  // A line without its recipe, quantity or units says so in its own fields once the cook saves.
  const problems =
    line?.recipe && quantity != null && line.yieldUnits !== ''
      ? (math.cost?.errors.filter((e) => e.line === index).map((e) => e.message) ?? [])
      : [];
  return (
    <SortableRow id={rowKey} name={name}>
      <Box sx={{ display: 'grid', gap: 0.5, flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          {/* On a phone the picker takes its own row; quantity, units and cost share the next. */}
          <Box sx={{ display: 'flex', flexGrow: 1, flexBasis: { xs: '100%', sm: 200 }, minWidth: 0 }}>
            <Controller
              control={control}
              name={`menuItemRecipes.${index}.recipe`}
              render={({ field, fieldState }) => (
                <MenuItemRecipePicker
                  value={field.value}
                  onChange={onChoose}
                  onAdd={onAdd}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Box>
          <Controller
            control={control}
            name={`menuItemRecipes.${index}.yieldQuantity`}
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
                sx={{ width: { xs: 84, sm: 110 } }}
              />
            )}
          />
          {/* The units share what is left of the row (a native select would size to its longest unit). */}
          <Box
            sx={{
              flex: { xs: '1 1 96px', sm: '0 0 auto' },
              minWidth: 0,
              '& .MuiTextField-root': { width: '100%' },
            }}
          >
            <Controller
              control={control}
              name={`menuItemRecipes.${index}.yieldUnits`}
              render={({ field, fieldState }) => (
                <UnitSelect
                  choices={subRecipeUnitChoices(line?.recipe ?? null)}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  quantity={quantity}
                  portionOf={line?.recipe}
                  error={fieldState.error?.message}
                  minWidth={96}
                />
              )}
            />
          </Box>
          <Typography
            variant="body2"
            sx={{ minWidth: 48, pt: 1, textAlign: 'right', ml: 'auto' }}
            aria-label="Line cost"
          >
            {costed ? formatMoney(costed.cost) : '—'}
          </Typography>
        </Box>
        {problems.map((problem) => (
          <FormHelperText key={problem} error>
            {problem}
          </FormHelperText>
        ))}
      </Box>
      <IconButton aria-label={`Remove ${name}`} onClick={onRemove} sx={{ mt: 0.25 }}>
        <DeleteOutline />
      </IconButton>
    </SortableRow>
  );
}
