import { formatMoney } from '@brigade/core';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext } from 'react-hook-form';
import { SortableRow } from '../../recipes/lines/SortableList';
import type { ItemFigures } from '../menu-figures';
import type { MenuFormValues } from '../menu-form';
import { Figure } from './Figure';
import { FoodCostChip } from './FoodCostChip';
import { MenuItemPicker } from './MenuItemPicker';

const LOWER_BOUND_TEXT = 'A recipe line of this menu item cannot be costed yet: the cost is at least this.';

/** The cost per serving as shown: "$3.00", or "≥ $3.00" when part of it could not be costed. */
export function costText(figures: ItemFigures | undefined): string {
  if (!figures || figures.costPerServing === null) return '—';
  const money = formatMoney(figures.costPerServing);
  return figures.costComplete ? money : `≥ ${money}`;
}

/**
 * One item of a section (spec 2): drag handle, the menu item picker, its price, and beside the price
 * the item's cost per serving and food-cost % (cost ÷ price) coloured against the target; Remove.
 */
export function SectionItemRow({
  rowKey,
  sectionIndex,
  index,
  name,
  figures,
  target,
  onRemove,
}: {
  rowKey: string;
  sectionIndex: number;
  index: number;
  name: string;
  figures: ItemFigures | undefined;
  target: number;
  onRemove: () => void;
}) {
  const { control } = useFormContext<MenuFormValues>();
  const path = `menuSections.${sectionIndex}.menuSectionItems.${index}` as const;
  const cost = costText(figures);
  return (
    <SortableRow id={rowKey} name={name}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'flex-start',
          flexGrow: 1,
          minWidth: 0,
        }}
      >
        {/* The picker shrinks on a phone (the shared picker asks for 200 px). */}
        <Box
          sx={{ flex: '1 1 180px', minWidth: 0, display: 'flex', '& .MuiAutocomplete-root': { minWidth: 0 } }}
        >
          <Controller
            control={control}
            name={`${path}.menuItem`}
            render={({ field, fieldState }) => (
              <MenuItemPicker
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        </Box>
        <Controller
          control={control}
          name={`${path}.price`}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              label="Price"
              type="number"
              size="small"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={{
                htmlInput: { min: 0, step: 0.01 },
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              }}
              sx={{ width: 130 }}
            />
          )}
        />
        <Figure label="Cost per serving">
          {figures?.costComplete === false && figures.costPerServing !== null ? (
            <Tooltip title={LOWER_BOUND_TEXT} describeChild>
              <Typography variant="body2" component="span" tabIndex={0}>
                {cost}
              </Typography>
            </Tooltip>
          ) : (
            <Typography variant="body2" component="span">
              {cost}
            </Typography>
          )}
        </Figure>
        <Figure label="Food cost">
          <FoodCostChip
            percent={figures?.foodCostPercent ?? null}
            rating={figures?.rating ?? null}
            target={target}
            lowerBound={figures !== undefined && figures.costPerServing !== null && !figures.costComplete}
          />
        </Figure>
      </Box>
      <IconButton aria-label={`Remove ${name}`} onClick={onRemove} sx={{ mt: 0.25 }}>
        <DeleteOutline />
      </IconButton>
    </SortableRow>
  );
}
