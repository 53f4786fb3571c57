import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField';
import { SortableList, SortableRow } from '../../recipes/lines/SortableList';
import type { MenuFormFigures } from '../menu-figures';
import type { MenuFormValues, MenuSectionValues } from '../menu-form';
import { sectionEdits } from './menu-sections-edit';
import { SectionItemRow } from './SectionItemRow';

export const sectionName = (section: MenuSectionValues, s: number) =>
  section.name.trim() || `Section ${s + 1}`;

/**
 * The menu's sections (spec 2): each a name and its items; sections and the items within a section
 * are dragged to a new order (dnd-kit, pointer or keyboard), which is the order saved.
 */
export function MenuSections({ figures, target }: { figures: MenuFormFigures; target: number }) {
  const { control, getValues, setValue } = useFormContext<MenuFormValues>();
  const sections = useWatch({ control, name: 'menuSections' });
  const { errors, isSubmitted } = useFormState({ control });
  const listError = errors.menuSections?.root?.message ?? errors.menuSections?.message;

  // Every edit replaces the whole list; once the chef has tried to save, messages follow the edits.
  const edit = (change: (list: MenuSectionValues[]) => MenuSectionValues[]) =>
    setValue('menuSections', change(getValues('menuSections')), {
      shouldDirty: true,
      shouldValidate: isSubmitted,
    });

  return (
    <Box component="section" aria-labelledby="menu-sections-heading" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="menu-sections-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Sections
      </Typography>
      {sections.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No sections yet: add one (Appetizers, Entrées…), then its menu items and their prices.
        </Typography>
      )}
      <SortableList
        ids={sections.map((s) => s.key)}
        label="Menu sections"
        onMove={(from, to) => edit((list) => sectionEdits.moveSection(list, from, to))}
      >
        {sections.map((section, s) => {
          const name = sectionName(section, s);
          return (
            <SortableRow key={section.key} id={section.key} name={name}>
              <Paper
                variant="outlined"
                sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}
              >
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <FormTextField
                    control={control}
                    name={`menuSections.${s}.name`}
                    label="Section Name"
                    size="small"
                    required
                    sx={{ flexGrow: 1 }}
                  />
                  <IconButton
                    aria-label={`Remove section ${name}`}
                    onClick={() => edit((list) => sectionEdits.removeSection(list, s))}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Box>
                <SortableList
                  ids={section.menuSectionItems.map((item) => item.key)}
                  label={`Items of ${name}`}
                  onMove={(from, to) => edit((list) => sectionEdits.moveItem(list, s, from, to))}
                >
                  {section.menuSectionItems.map((item, i) => {
                    const itemName = item.menuItem?.name || `Item ${i + 1} of ${name}`;
                    return (
                      <SectionItemRow
                        key={item.key}
                        rowKey={item.key}
                        sectionIndex={s}
                        index={i}
                        name={itemName}
                        figures={figures.items.get(item.key)}
                        target={target}
                        onRemove={() => edit((list) => sectionEdits.removeItem(list, s, i))}
                      />
                    );
                  })}
                </SortableList>
                <Box>
                  <Button
                    size="small"
                    startIcon={<Add />}
                    onClick={() => edit((list) => sectionEdits.addItem(list, s))}
                    aria-label={`Add Item to ${name}`}
                  >
                    Add Item
                  </Button>
                </Box>
              </Paper>
            </SortableRow>
          );
        })}
      </SortableList>
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <Box>
        <Button startIcon={<Add />} onClick={() => edit(sectionEdits.addSection)}>
          Add Section
        </Button>
      </Box>
    </Box>
  );
}
