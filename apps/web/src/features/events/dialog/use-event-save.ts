import type { UseFormReturn } from 'react-hook-form';
import { useSnackbar } from '../../../components/snackbar';
import { errorMessage, isApiError } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSaveEvent } from '../api';
import { type EventFormValues, saveBody } from '../event-form';
import { EVENT_TEXTS, EVENTS_SNACKBAR_MS } from '../event-texts';
import type { Prompt } from './EventPrompts';

const SERVER_FIELDS = ['title', 'guestCount', 'location', 'startDate', 'endDate'] as const;

/**
 * Save Event (spec 4, 8): POST for a new event, PUT with its version otherwise. On 200/201 the
 * dialog closes and 'The Event was successfully saved' shows; otherwise 'Error: Event not saved.'
 * with the server's answer, or — when someone saved the event meanwhile (409) — a way to reload it.
 */
export function useEventSave({
  form,
  isNew,
  onSaved,
  onFailed,
  onInvalid,
}: {
  form: UseFormReturn<EventFormValues>;
  isNew: boolean;
  onSaved: () => void;
  onFailed: (prompt: Prompt) => void;
  /** The names of the fields with a message (the form will not save). */
  onInvalid: (fields: string[]) => void;
}) {
  const snackbar = useSnackbar();
  const save = useSaveEvent();

  const persist = () => {
    if (save.isPending) return;
    const body = saveBody(form.getValues());
    if (!body) return;
    save.mutate(body, {
      onSuccess: () => {
        snackbar.success(EVENT_TEXTS.saved, { autoHide: EVENTS_SNACKBAR_MS });
        onSaved();
      },
      onError: (error) => {
        applyServerErrors(error, SERVER_FIELDS, form.setError, { start: 'startDate', end: 'endDate' });
        const message = errorMessage(error);
        if (!isNew && isApiError(error) && error.status === 409) {
          onFailed({ kind: 'stale', message });
          return;
        }
        onFailed({
          kind: 'failed',
          message,
          errors: isApiError(error) ? error.errors.map((e) => e.message).filter((m) => m !== message) : [],
        });
      },
    });
  };

  return {
    submit: form.handleSubmit(persist, (errors) => onInvalid(Object.keys(errors))),
    saving: save.isPending,
  };
}
