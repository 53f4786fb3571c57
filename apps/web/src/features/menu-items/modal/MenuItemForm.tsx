import { type TMenuItem, ZMenuItemForm } from '@brigade/core';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import { useState } from 'react';
import { type Resolver, useWatch } from 'react-hook-form';
import { CompletenessIcon } from '../../../components/CompletenessIcon';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormTextField } from '../../../components/form/FormTextField';
import { ReadOnlyFieldset } from '../../../components/form/ReadOnlyFieldset';
import { StaleVersionDialog } from '../../../components/form/StaleVersionDialog';
import { useCatalogForm, useFormSave } from '../../../components/form/use-form-save';
import { CostSince } from '../../purchasing/cost-since/CostSince';
import { RecipeModal } from '../../recipes/RecipeModal';
import { toRecipeRef } from '../../recipes/recipe-form';
import { HistoryButton } from '../../versions/HistoryButton';
import { useSaveMenuItem } from '../api';
import { MenuItemFigures } from '../figures/MenuItemFigures';
import { checkSave, type MenuItemFormValues } from '../menu-item-form';
import type { MenuItemModalProps } from '../menu-item-modal-props';
import { useMenuItemMath } from '../use-menu-item-math';
import { MenuItemFields } from './MenuItemFields';
import { RecipeLines } from './RecipeLines';

/** Spec 8 texts of the menu item modal. */
export const MENU_ITEM_TEXTS = {
  saved: 'Menu Item saved successfully',
  notSaved: 'Menu item not saved',
  saveFailed: 'Error: Menu Item progress was not saved',
  updateFailed: 'Error: The Menu Item was not updated',
} as const;

// Core's form schema reads the inputs' text (numbers, blanks); the form keeps that text.
const resolver = zodResolver(ZMenuItemForm) as unknown as Resolver<MenuItemFormValues>;

export function MenuItemForm({
  titleId,
  values: initialValues,
  readOnly = false,
  onClose,
  onSaved,
  onReload,
  saved,
}: MenuItemModalProps & {
  titleId: string;
  values: MenuItemFormValues;
  saved?: TMenuItem;
  /** Reads the item afresh and starts the form over (after a 409). */
  onReload?: () => Promise<void>;
}) {
  const form = useCatalogForm(resolver, initialValues);
  const { control, getValues, setValue } = form;
  const values = useWatch({ control }) as MenuItemFormValues;
  const math = useMenuItemMath(values);
  // The line whose picker's 'Add' entry was chosen, and the typed name: a new recipe fills it.
  const [adding, setAdding] = useState<{ name: string; index: number } | null>(null);
  const isNew = initialValues.id === null;
  // Spec 4: a complete menu item saves at once; an incomplete one asks first (Save Progress when it
  // has a name, else it says progress will not be saved and why). A 409 offers to read it afresh.
  const flow = useFormSave({
    form,
    isNew,
    readOnly,
    texts: MENU_ITEM_TEXTS,
    save: useSaveMenuItem(),
    check: () => checkSave(getValues(), math.ready ? math.status : null),
    onSaved,
    onClose,
    reloadable: Boolean(onReload),
  });
  const { prompt } = flow;

  return (
    <FormDialog
      titleId={titleId}
      itemType="Menu Item"
      name={initialValues.name}
      titleAdornment={
        <>
          {/* The icon says its own tooltip. */}
          <CompletenessIcon complete={math.status?.complete ?? false} fontSize="medium" />
          {/* How the saved menu item's cost moved since a day. */}
          {initialValues.id != null && <CostSince kind="menuItems" id={initialValues.id} />}
          {/* Every save keeps a version: what it was, and Restore (a new version). */}
          {saved && onReload && (
            <HistoryButton
              type="menuItem"
              current={saved}
              disabled={form.formState.isDirty}
              canRestore={!readOnly}
              onRestored={() => void onReload()}
            />
          )}
        </>
      }
      flow={flow}
      formSx={{ display: 'contents' }}
      dialogs={
        <>
          {prompt?.kind === 'stale' && onReload && (
            <StaleVersionDialog
              what="Menu Item"
              title={MENU_ITEM_TEXTS.updateFailed}
              message={prompt.message}
              onReload={onReload}
              onContinueEditing={flow.dismiss}
              onCloseAnyway={flow.closeAnyway}
            />
          )}
          {adding && (
            <RecipeModal
              recipeId={null}
              initial={{ name: adding.name }}
              onClose={() => setAdding(null)}
              onSaved={(recipe) => {
                // Spec 4: a recipe created from a menu item line fills that line, with its yield units.
                setValue(`menuItemRecipes.${adding.index}.recipe`, toRecipeRef(recipe), {
                  shouldDirty: true,
                  shouldValidate: true,
                });
                if (recipe.yieldUnits)
                  setValue(`menuItemRecipes.${adding.index}.yieldUnits`, recipe.yieldUnits, {
                    shouldDirty: true,
                  });
                setAdding(null);
              }}
            />
          )}
        </>
      }
    >
      <DialogContent
        dividers
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
          <ReadOnlyFieldset readOnly={readOnly}>
            <MenuItemFields />
            <RecipeLines math={math} onAddRecipe={(name, index) => setAdding({ name, index })} />
            <FormTextField
              control={control}
              name="platingNotes"
              label="Plating Notes"
              required
              multiline
              minRows={3}
              fullWidth
            />
          </ReadOnlyFieldset>
        </Box>
        <MenuItemFigures math={math} servingSize={values.servingSize ?? ''} />
      </DialogContent>
    </FormDialog>
  );
}
