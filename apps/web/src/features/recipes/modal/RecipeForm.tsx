import { ZRecipeForm } from '@brigade/core';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import { useEffect, useState } from 'react';
import { type Resolver, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormTextField } from '../../../components/form/FormTextField';
import { ReadOnlyFieldset } from '../../../components/form/ReadOnlyFieldset';
import { useCatalogForm, useFormSave } from '../../../components/form/use-form-save';
import { HistoryButton } from '../../versions/HistoryButton';
import { useSaveRecipe } from '../api';
import { ImportedLines } from '../import/ImportedLines';
import { IngredientLines } from '../lines/IngredientLines';
import { SubRecipeLines } from '../lines/SubRecipeLines';
import { checkSave, type RecipeFormValues } from '../recipe-form';
import type { LoadedRecipeProps, RecipeModalProps } from '../recipe-modal-props';
import type { ScaleTarget } from '../scaling/ScalePopover';
import { CostPanel } from '../summary/CostPanel';
import { useRecipeMath } from '../use-recipe-math';
import { AddIngredientModal, type AddSlot, AddSubRecipeModal } from './AddFromPicker';
import { RecipeApproval } from './RecipeApproval';
import { RecipeHeaderFields } from './RecipeHeaderFields';
import { RecipeToolbar } from './RecipeToolbar';

/** Spec 8 texts of the recipe modal. */
export const RECIPE_TEXTS = {
  saved: 'Recipe saved successfully',
  notSaved: 'Recipe not saved',
  saveFailed: 'Error: The Recipe was not saved',
  updateFailed: 'Error: The Recipe was not updated',
} as const;

// Core's form schema reads the inputs' text (numbers, units, blanks); the form keeps that text.
const resolver = zodResolver(ZRecipeForm) as unknown as Resolver<RecipeFormValues>;

export function RecipeForm({
  titleId,
  values: initialValues,
  saved,
  showCategory = true,
  readOnly = false,
  imported,
  onClose,
  onSaved,
  onRestored,
}: RecipeModalProps & LoadedRecipeProps & { titleId: string; values: RecipeFormValues }) {
  const form = useCatalogForm(resolver, initialValues);
  // An imported draft fills the new form as edits would: closing it unsaved asks first, as any
  // unsaved change does, instead of losing what was read.
  const [importedValues] = useState(imported?.values);
  useEffect(() => {
    if (importedValues) form.reset(importedValues, { keepDefaultValues: true });
  }, [form, importedValues]);
  const { control, getValues, setValue, formState } = form;
  const values = useWatch({ control }) as RecipeFormValues;
  const math = useRecipeMath(values);
  const [unitsUnlocked, setUnitsUnlocked] = useState(false);
  const [scaleTarget, setScaleTarget] = useState<ScaleTarget | null>(null);
  const [adding, setAdding] = useState<AddSlot | null>(null);
  const isNew = initialValues.id === null;
  // Spec 4: a complete recipe saves at once; an incomplete one asks first (Save Progress when it has
  // the minimum to be saved, else it says progress will not be saved and why).
  const flow = useFormSave({
    form,
    isNew,
    readOnly,
    texts: RECIPE_TEXTS,
    save: useSaveRecipe(),
    check: () => checkSave(getValues(), math.ready ? math.status : null),
    onSaved,
    onClose,
  });

  const unitsLocked = !isNew && Boolean(saved?.yieldUnits) && !unitsUnlocked;

  return (
    <FormDialog
      titleId={titleId}
      itemType="Recipe"
      name={initialValues.name}
      flow={flow}
      // The form is the paper's flex column: the title and Save/Cancel stay in view, and only the
      // content between them scrolls, however long the recipe.
      formSx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      dialogs={
        <>
          {adding?.kind === 'recipe' && (
            <AddSubRecipeModal
              slot={adding}
              category={values.category}
              onClose={() => setAdding(null)}
              onFilled={(ref) => {
                setValue(`recipeSubRecipes.${adding.index}.recipe`, ref, {
                  shouldDirty: true,
                  shouldValidate: true,
                });
                if (ref.yieldUnits)
                  setValue(`recipeSubRecipes.${adding.index}.yieldUnits`, ref.yieldUnits, {
                    shouldDirty: true,
                  });
                setAdding(null);
              }}
            />
          )}
          {adding?.kind === 'ingredient' && (
            <AddIngredientModal
              slot={adding}
              onClose={() => setAdding(null)}
              onFilled={(ref) => {
                setValue(`recipeIngredients.${adding.index}.ingredient`, ref, {
                  shouldDirty: true,
                  shouldValidate: true,
                });
                setAdding(null);
              }}
            />
          )}
        </>
      }
    >
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
        {imported && (
          <ImportedLines
            lines={imported.unmatched}
            onAdd={(name, index) => setAdding({ kind: 'ingredient', name, index })}
          />
        )}
        <ReadOnlyFieldset readOnly={readOnly}>
          <RecipeHeaderFields
            showCategory={showCategory}
            unitsLocked={unitsLocked}
            onUnlockUnits={() => setUnitsUnlocked(true)}
          />
        </ReadOnlyFieldset>
        <RecipeToolbar
          math={math}
          recipeId={initialValues.id}
          dirty={formState.isDirty}
          scaleTarget={scaleTarget}
          onScaleTargetChange={setScaleTarget}
          history={
            saved &&
            onRestored && (
              <>
                <HistoryButton
                  type="recipe"
                  current={saved}
                  disabled={formState.isDirty}
                  canRestore={!readOnly}
                  onRestored={onRestored}
                />
                <RecipeApproval
                  recipe={saved}
                  dirty={formState.isDirty}
                  onApproved={() => onRestored(saved)}
                />
              </>
            )
          }
        />
        <Divider />
        {/* The cost per line beside the lines on a wide screen, staying in view while
            they scroll; under them on a narrow one, before the prep notes. */}
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 280px' },
            gridTemplateAreas: { xs: '"lines" "cost" "notes"', lg: '"lines cost" "notes cost"' },
          }}
        >
          <Box sx={{ gridArea: 'lines', display: 'grid', gap: 2.5, minWidth: 0 }}>
            <ReadOnlyFieldset readOnly={readOnly}>
              <SubRecipeLines
                math={math}
                onAddRecipe={(name, index) => setAdding({ kind: 'recipe', name, index })}
              />
              <IngredientLines
                math={math}
                onAddIngredient={(name, index) => setAdding({ kind: 'ingredient', name, index })}
              />
            </ReadOnlyFieldset>
          </Box>
          <Box sx={{ gridArea: 'cost', position: { lg: 'sticky' }, top: { lg: 0 }, alignSelf: 'start' }}>
            <CostPanel cost={math.cost} node={math.node} />
          </Box>
          <Box sx={{ gridArea: 'notes', minWidth: 0 }}>
            <ReadOnlyFieldset readOnly={readOnly}>
              <FormTextField
                control={control}
                name="prepNotes"
                label="Prep Notes"
                multiline
                minRows={3}
                fullWidth
              />
            </ReadOnlyFieldset>
          </Box>
        </Box>
      </DialogContent>
    </FormDialog>
  );
}
