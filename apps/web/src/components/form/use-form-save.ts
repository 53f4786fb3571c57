import { type FormEvent, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { errorMessage, isApiError } from '../../lib/api';
import type { SaveCheck } from '../../lib/form-values';
import { useSnackbar } from '../snackbar';

/** Spec 8 texts of a catalogue form's save: the snackbars and the failure dialog's titles. */
export type SaveTexts = { saved: string; notSaved: string; saveFailed: string; updateFailed: string };

/** Snackbars of the kitchen screens stay 4000 ms (spec 9, as the ingredient screens). */
const SNACK_MS = 4000;

/** Why a dialog is over the form: the work-in-progress warning, a failed save, or a stale version. */
export type SavePrompt<Body> =
  | { kind: 'wip'; check: SaveCheck<Body>; closing: boolean }
  | { kind: 'failed'; title: string; message: string; errors: string[] }
  | { kind: 'stale'; message: string }
  | null;

/** A react-query mutation, as far as the save reads it. */
type SaveMutation<Body, Saved> = {
  mutate: (
    body: Body,
    callbacks: { onSuccess: (saved: Saved) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
};

export type FormSave<Values extends FieldValues, Body> = ReturnType<
  typeof useFormSave<Values, Body, unknown>
>;

/**
 * A catalogue form: the inputs keep their text, core's form schema (through `resolver`) reads it; the
 * messages show from the first Save on and then follow the edits.
 */
export function useCatalogForm<Values extends FieldValues>(resolver: Resolver<Values>, values: Values) {
  return useForm<Values>({
    resolver,
    defaultValues: values as DefaultValues<Values>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/**
 * The save and close flow of the recipe, menu item and menu forms (spec 4 work in progress, spec 8
 * failures): a complete form saves at once; an incomplete one asks first (Save Progress when it has the
 * minimum to be saved, else it says progress will not be saved and why). Closing an untouched form just
 * closes; closing an incomplete one warns first. A member who may only read (`readOnly`)
 * never saves. A refused save puts the server's field errors under their fields and says why; a 409 on
 * an update (someone saved it meanwhile) is a 'stale' prompt when the form can reload (`reloadable`).
 *
 * `check` reads the form's values as they are now and says what saving them would do.
 */
export function useFormSave<Values extends FieldValues, Body, Saved>({
  form,
  isNew,
  readOnly,
  texts,
  save,
  check,
  onSaved,
  onClose,
  reloadable = false,
}: {
  form: UseFormReturn<Values>;
  isNew: boolean;
  readOnly: boolean;
  texts: SaveTexts;
  save: SaveMutation<Body, Saved>;
  check: () => SaveCheck<Body>;
  onSaved?: (saved: Saved, created: boolean) => void;
  onClose: () => void;
  reloadable?: boolean;
}) {
  const snackbar = useSnackbar();
  const [prompt, setPrompt] = useState<SavePrompt<Body>>(null);
  const { setError, handleSubmit } = form;
  // Read while rendering, so react-hook-form tracks it for requestClose.
  const { isDirty } = form.formState;

  const persist = (saving: SaveCheck<Body>) => {
    if (!saving.savable) return;
    save.mutate(saving.body, {
      onSuccess: (saved) => {
        setPrompt(null);
        snackbar.success(texts.saved, { autoHide: SNACK_MS });
        onSaved?.(saved, isNew);
        onClose();
      },
      onError: (error) => {
        snackbar.error(texts.notSaved, { autoHide: SNACK_MS });
        // The server's field errors (a duplicate line, a cycle…) also show under their fields.
        if (isApiError(error))
          for (const { field, message } of error.errors)
            if (field && field !== 'version') setError(field as Path<Values>, { type: 'server', message });
        if (!isNew && reloadable && isApiError(error) && error.status === 409) {
          setPrompt({ kind: 'stale', message: errorMessage(error) });
          return;
        }
        setPrompt({
          kind: 'failed',
          title: isNew ? texts.saveFailed : texts.updateFailed,
          message: errorMessage(error),
          errors: isApiError(error)
            ? error.errors.map((e) => e.message).filter((m) => m !== error.message)
            : [],
        });
      },
    });
  };

  const decide = (valid: boolean) => {
    const saving = check();
    if (valid && saving.savable && saving.missing.length === 0) persist(saving);
    else setPrompt({ kind: 'wip', check: saving, closing: false });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (save.isPending || readOnly) {
      event.preventDefault();
      return;
    }
    // Through handleSubmit: the form counts as submitted, so each field's message then follows its
    // edits and clears once the field is fixed (the menu item form too).
    void handleSubmit(
      () => decide(true),
      () => decide(false),
    )(event);
  };

  const requestClose = () => {
    if (save.isPending) return;
    if (readOnly || !isDirty) return onClose();
    const saving = check();
    if (saving.savable && saving.missing.length === 0) return onClose();
    setPrompt({ kind: 'wip', check: saving, closing: true });
  };

  const closeAnyway = () => {
    setPrompt(null);
    onClose();
  };

  return {
    form,
    isNew,
    readOnly,
    onClose,
    prompt,
    /** Takes the prompt away (Continue Editing). */
    dismiss: () => setPrompt(null),
    persist,
    submit,
    requestClose,
    closeAnyway,
    saving: save.isPending,
  };
}
