import type { TBanquetEvent } from '@brigade/core';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { ReadOnlyFieldset } from '../../../components/form/ReadOnlyFieldset';
import { HistoryButton } from '../../versions/HistoryButton';
import { DETAILS_FIELDS, type EventFormValues, eventResolver } from '../event-form';
import { PreplistTab } from '../preplist/PreplistTab';
import { ConfirmationNotice } from './ConfirmationNotice';
import { EventDetailsStep } from './EventDetailsStep';
import { EventFormActions } from './EventFormActions';
import { EventPrompts, type Prompt } from './EventPrompts';
import { MenuDetailsStep } from './MenuDetailsStep';
import { useEventSave } from './use-event-save';

export const STEPS = ['Event Details', 'Menu Details'] as const;

type TabName = 'beo' | 'prep';

/**
 * The event dialog's form (spec 2, 4): two tabs over one set of values. Event BEO is the two-step
 * form (Event Details, then Menu Details) with Back, Next, Save Event, Delete and the close button;
 * Prep List edits the same form's prep quantities and plating, and reads the rest of it, saved or not.
 */
export function EventForm({
  titleId,
  values: initialValues,
  saved,
  readOnly = false,
  onClose,
  onReload,
}: {
  titleId: string;
  values: EventFormValues;
  /** The stored event, or null for a new one. */
  saved: TBanquetEvent | null;
  /**
   * The member may only read the event: the BEO's fields are disabled and there is no Save
   * or Delete; the Prep List tab still sets prep quantities for the lists it generates and prints.
   */
  readOnly?: boolean;
  onClose: () => void;
  /** Reads the event again and starts the form over from it (after a 409). */
  onReload?: () => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const form = useForm<EventFormValues>({
    resolver: eventResolver,
    defaultValues: initialValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, trigger, formState } = form;
  const values = useWatch({ control }) as EventFormValues;
  const [tab, setTab] = useState<TabName>('beo');
  const [step, setStep] = useState(0);
  const [prompt, setPrompt] = useState<Prompt>(null);
  const isNew = initialValues.id === null;

  const { submit, saving } = useEventSave({
    form,
    isNew,
    onSaved: onClose,
    onFailed: setPrompt,
    // A message on a field of the other step brings that step (and this tab) to the front.
    onInvalid: (fields) => {
      setTab('beo');
      setStep(fields.some((f) => (DETAILS_FIELDS as readonly string[]).includes(f)) ? 0 : 1);
    },
  });

  const next = async () => {
    if (await trigger([...DETAILS_FIELDS])) setStep(1);
  };

  // While a message shows on the details, every edit checks them all again: 'Start cannot be after
  // end' sits under the start date but is put right by the end date.
  const detailsShowErrors = DETAILS_FIELDS.some((f) => f in formState.errors);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check when the values change.
  useEffect(() => {
    if (detailsShowErrors) void trigger([...DETAILS_FIELDS]);
  }, [values]);

  const requestClose = () => {
    if (saving) return;
    if (formState.isDirty && !readOnly) setPrompt({ kind: 'discard' });
    else onClose();
  };

  return (
    <Dialog
      open
      onClose={requestClose}
      aria-labelledby={titleId}
      maxWidth="lg"
      fullWidth
      fullScreen={fullScreen}
    >
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          // Enter in a prep quantity must not save what the member may only read.
          onSubmit={readOnly ? (event: FormEvent) => event.preventDefault() : submit}
          sx={{ display: 'contents' }}
        >
          <DialogTitle id={titleId} sx={{ pr: 7, pb: 0 }}>
            {readOnly ? initialValues.title : isNew ? 'New Event' : `Edit ${initialValues.title}`}
          </DialogTitle>
          {saved && (
            <Box sx={{ px: 3, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
              <Typography variant="caption" color="text.secondary">
                {saved.beoNumber} · revision {saved.beoRevision}
              </Typography>
              {/* Every save keeps a version: what the event was, and Restore (a new version). */}
              {onReload && (
                <HistoryButton
                  type="event"
                  current={saved}
                  size="small"
                  disabled={formState.isDirty}
                  canRestore={!readOnly}
                  onRestored={onReload}
                />
              )}
              {onReload && (
                <ConfirmationNotice
                  event={saved}
                  readOnly={readOnly}
                  dirty={formState.isDirty}
                  onConfirmed={onReload}
                />
              )}
            </Box>
          )}
          <IconButton
            aria-label="Close"
            onClick={requestClose}
            sx={{ position: 'absolute', right: 12, top: 12 }}
          >
            <Close />
          </IconButton>
          <Tabs
            value={tab}
            onChange={(_e, value: TabName) => setTab(value)}
            aria-label="Event dialog tabs"
            sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab
              value="beo"
              label="Event BEO"
              id={`${titleId}-tab-beo`}
              aria-controls={`${titleId}-panel-beo`}
            />
            <Tab
              value="prep"
              label="Prep List"
              id={`${titleId}-tab-prep`}
              aria-controls={`${titleId}-panel-prep`}
            />
          </Tabs>
          <DialogContent dividers sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
            {tab === 'beo' ? (
              <Box
                role="tabpanel"
                id={`${titleId}-panel-beo`}
                aria-labelledby={`${titleId}-tab-beo`}
                sx={{ display: 'grid', gap: 3 }}
              >
                <Stepper activeStep={step} aria-label="Steps">
                  {STEPS.map((label) => (
                    <Step key={label}>
                      <StepLabel>{label}</StepLabel>
                    </Step>
                  ))}
                </Stepper>
                <ReadOnlyFieldset readOnly={readOnly}>
                  {step === 0 ? (
                    <EventDetailsStep />
                  ) : (
                    <MenuDetailsStep
                      values={values}
                      savedCostComplete={saved?.figures.costComplete ?? true}
                    />
                  )}
                </ReadOnlyFieldset>
              </Box>
            ) : (
              <Box role="tabpanel" id={`${titleId}-panel-prep`} aria-labelledby={`${titleId}-tab-prep`}>
                <PreplistTab event={saved} values={values} />
              </Box>
            )}
          </DialogContent>
          <EventFormActions
            step={tab === 'beo' ? step : null}
            saved={saved}
            dirty={formState.isDirty}
            saving={saving}
            readOnly={readOnly}
            onBack={() => setStep(0)}
            onNext={next}
            onDelete={() => setPrompt({ kind: 'delete' })}
            onClose={onClose}
          />
        </Box>
      </FormProvider>
      <EventPrompts
        prompt={prompt}
        saved={saved}
        onDismiss={() => setPrompt(null)}
        onCloseDialog={onClose}
        onReload={
          onReload &&
          (() => {
            setPrompt(null);
            onReload();
          })
        }
      />
    </Dialog>
  );
}
