import { formatMoney, PLATING_STYLES } from '@brigade/core';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useFormContext } from 'react-hook-form';
import { AllergenChips } from '../../../components/AllergenChips';
import { FormTextField } from '../../../components/form/FormTextField';
import type { EventFormValues, EventLineValues } from '../event-form';

const money = { htmlInput: { min: 0, step: 0.01 } } as const;
const count = { htmlInput: { min: 0, step: 1 } } as const;

/** Lines without a section on their menu are listed last, under this heading. */
const NO_SECTION = 'Other';

type Group = { section: string; lines: { line: EventLineValues; index: number }[] };

/** The event menu grouped by menu section, in the order sections first appear. */
export function groupBySection(lines: readonly EventLineValues[]): Group[] {
  const groups = new Map<string, Group>();
  lines.forEach((line, index) => {
    const section = line.menuSectionItem.section?.trim() || NO_SECTION;
    let group = groups.get(section);
    if (!group) {
      group = { section, lines: [] };
      groups.set(section, group);
    }
    group.lines.push({ line, index });
  });
  const ordered = [...groups.values()];
  return [
    ...ordered.filter((g) => g.section !== NO_SECTION),
    ...ordered.filter((g) => g.section === NO_SECTION),
  ];
}

/**
 * Spec 2 and 4: the Event Menu, grouped by section, each line with its plating style, price (the
 * menu's by default) and prep quantity (the guest count by default). Removing a line puts the menu
 * item back in the table; added again, it starts without plating.
 */
export function EventMenuList({
  lines,
  onRemove,
}: {
  lines: readonly EventLineValues[];
  onRemove: (index: number) => void;
}) {
  const { control } = useFormContext<EventFormValues>();
  return (
    <Box
      component="section"
      aria-labelledby="event-menu-title"
      sx={{ display: 'grid', gap: 1.5, alignContent: 'start', minWidth: 0 }}
    >
      <Typography id="event-menu-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Event Menu
      </Typography>
      {lines.length === 0 && (
        <Typography color="text.secondary">
          No menu items yet: tick them in the table and press Add to Event Menu.
        </Typography>
      )}
      {groupBySection(lines).map((group) => (
        <Box key={group.section} component="section" aria-label={group.section}>
          <Typography variant="overline" component="h4" color="text.secondary">
            {group.section}
          </Typography>
          <Box
            component="ul"
            aria-label={`${group.section} items`}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
          >
            {group.lines.map(({ line, index }) => {
              const { menuItem, menu, price } = line.menuSectionItem;
              return (
                <Box
                  component="li"
                  key={line.key}
                  aria-label={menuItem.name}
                  sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1 }}
                >
                  <Box sx={{ display: 'flex', alignItems: 'start', gap: 1 }}>
                    <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                      <Typography variant="body1" sx={{ fontWeight: 600 }}>
                        {menuItem.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {menu.name}
                        {price != null && ` · menu price ${formatMoney(price)}`}
                        {line.costPerServing != null &&
                          ` · cost ${formatMoney(line.costPerServing)} a serving`}
                      </Typography>
                    </Box>
                    <IconButton
                      aria-label={`Remove ${menuItem.name}`}
                      size="small"
                      onClick={() => onRemove(index)}
                    >
                      <Close fontSize="small" />
                    </IconButton>
                  </Box>
                  <Box
                    sx={{
                      display: 'grid',
                      gap: 1,
                      gridTemplateColumns: { xs: '1fr 1fr', sm: '1.4fr 1fr 1fr' },
                    }}
                  >
                    <FormTextField
                      control={control}
                      name={`banquetEventMenuSectionItems.${index}.plating`}
                      label="Plating"
                      select
                      size="small"
                      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                      sx={{ gridColumn: { xs: '1 / 3', sm: 'auto' } }}
                    >
                      <MenuItem value="">
                        <em>Choose a plating style</em>
                      </MenuItem>
                      {PLATING_STYLES.map((p) => (
                        <MenuItem key={p} value={p}>
                          {p}
                        </MenuItem>
                      ))}
                    </FormTextField>
                    <FormTextField
                      control={control}
                      name={`banquetEventMenuSectionItems.${index}.price`}
                      label="Price"
                      type="number"
                      size="small"
                      slotProps={money}
                    />
                    <FormTextField
                      control={control}
                      name={`banquetEventMenuSectionItems.${index}.prepQuantity`}
                      label="Prep Quantity"
                      type="number"
                      size="small"
                      slotProps={count}
                    />
                  </Box>
                  <AllergenChips allergens={menuItem.allergens} notReviewed={menuItem.allergensNotReviewed} />
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
