import { DEFAULT_TARGET_FOOD_COST_PERCENT, type TMenu, ZMenuForm } from '@brigade/core';
import { zodResolver } from '@hookform/resolvers/zod';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type Resolver, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/form/FormDialog';
import { ReadOnlyFieldset } from '../../../components/form/ReadOnlyFieldset';
import { StaleVersionDialog } from '../../../components/form/StaleVersionDialog';
import { useCatalogForm, useFormSave } from '../../../components/form/use-form-save';
import { kitchenSettingsQuery } from '../../../lib/kitchen-settings';
import { HistoryButton } from '../../versions/HistoryButton';
import { useSaveMenu } from '../api';
import { menuFormFigures } from '../menu-figures';
import { checkSave, type MenuFormValues } from '../menu-form';
import type { MenuModalProps } from '../menu-modal-props';
import { MenuHeaderFields } from './MenuHeaderFields';
import { MenuSections } from './MenuSections';
import { MenuToolbar } from './MenuToolbar';

/** Spec 8 texts of the menu modal. */
export const MENU_TEXTS = {
  saved: 'Menu saved successfully',
  notSaved: 'Menu not saved',
  saveFailed: 'Error: The Menu was not saved',
  updateFailed: 'Error: The Menu was not updated',
} as const;

// Core's form schema reads the inputs' text (numbers, blanks); the form keeps that text.
const resolver = zodResolver(ZMenuForm) as unknown as Resolver<MenuFormValues>;

export function MenuForm({
  titleId,
  values: initialValues,
  saved,
  readOnly = false,
  onClose,
  onSaved,
  onReload,
}: MenuModalProps & {
  titleId: string;
  values: MenuFormValues;
  saved?: TMenu;
  /** Reads the menu again and starts the form over from it (after a 409: someone else saved it). */
  onReload?: () => void;
}) {
  const form = useCatalogForm(resolver, initialValues);
  const values = useWatch({ control: form.control }) as MenuFormValues;
  const settings = useQuery(kitchenSettingsQuery);
  const savedTarget =
    settings.data?.targetFoodCostPercent ?? saved?.targetFoodCostPercent ?? DEFAULT_TARGET_FOOD_COST_PERCENT;
  const [previewTarget, setPreviewTarget] = useState<number | null>(null);
  const target = previewTarget ?? savedTarget;
  const figures = useMemo(() => menuFormFigures(values, target), [values, target]);
  const complete = useMemo(() => ZMenuForm.safeParse(values).success, [values]);
  const isNew = initialValues.id === null;
  // Spec 4: a complete menu saves at once; an incomplete one asks first (Save Progress when it has a
  // name, else it says progress will not be saved and why). A 409 offers to read the menu again.
  const flow = useFormSave({
    form,
    isNew,
    readOnly,
    texts: MENU_TEXTS,
    save: useSaveMenu(),
    check: () => checkSave(form.getValues()),
    onSaved,
    onClose,
    reloadable: Boolean(onReload),
  });
  const { prompt } = flow;

  return (
    <FormDialog
      titleId={titleId}
      itemType="Menu"
      name={initialValues.name}
      flow={flow}
      dialogs={
        prompt?.kind === 'stale' &&
        onReload && (
          <StaleVersionDialog
            what="Menu"
            title={MENU_TEXTS.updateFailed}
            message={prompt.message}
            onReload={() => {
              flow.dismiss();
              onReload();
            }}
            onContinueEditing={flow.dismiss}
            onCloseAnyway={flow.closeAnyway}
          />
        )
      }
    >
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5, px: { xs: 2, sm: 3 } }}>
        <ReadOnlyFieldset readOnly={readOnly}>
          <MenuHeaderFields />
        </ReadOnlyFieldset>
        <MenuToolbar
          complete={complete}
          figures={figures}
          target={savedTarget}
          onTargetPreview={setPreviewTarget}
          menuId={initialValues.id}
          dirty={form.formState.isDirty}
          history={
            saved &&
            onReload && (
              <HistoryButton
                type="menu"
                current={saved}
                disabled={form.formState.isDirty}
                canRestore={!readOnly}
                onRestored={onReload}
              />
            )
          }
        />
        <Divider />
        <ReadOnlyFieldset readOnly={readOnly}>
          <MenuSections figures={figures} target={target} />
        </ReadOnlyFieldset>
      </DialogContent>
    </FormDialog>
  );
}
