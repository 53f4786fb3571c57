import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import { WorkInProgressDialog } from '../WorkInProgressDialog';
import type { FormSave } from './use-form-save';

/**
 * The dialog of a recipe, menu item or menu form (spec 2): the title ('New Menu', 'Edit {name}', or
 * the name alone for a member who may only read), a close button, the form's own content, and
 * Cancel/Save — or Close alone when read-only. Full screen on a phone, where a line's fields
 * need the whole width. The work-in-progress and failure dialogs of the save (useFormSave) open over
 * it; `dialogs` are the form's own (a stale version, a record added from a line), outside the <form>:
 * React bubbles events through portals, and their submit is not ours.
 */
export function FormDialog<Values extends FieldValues, Body>({
  titleId,
  itemType,
  name,
  titleAdornment,
  flow,
  formSx,
  dialogs,
  children,
}: {
  titleId: string;
  /** 'Menu Item': in the title, the Save button and the work-in-progress dialog. */
  itemType: string;
  /** The name the form was opened with. */
  name: string;
  /** Shown after the title's text (a completeness icon…); the dialog is named by the text alone. */
  titleAdornment?: ReactNode;
  /** The form's save flow (useFormSave): its form, whether it is new or read-only, and how it closes. */
  flow: FormSave<Values, Body>;
  /** The <form>'s layout inside the dialog's paper. */
  formSx?: SxProps<Theme>;
  dialogs?: ReactNode;
  /** The dialog's content (a DialogContent). */
  children: ReactNode;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { form, isNew, readOnly, onClose, prompt } = flow;
  const title = readOnly ? name : isNew ? `New ${itemType}` : `Edit ${name}`;
  return (
    <Dialog
      open
      onClose={flow.requestClose}
      aria-labelledby={titleId}
      maxWidth="lg"
      fullWidth
      fullScreen={phone}
    >
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={flow.submit} sx={formSx}>
          {titleAdornment ? (
            // Its own id: DialogTitle would otherwise take the dialog's labelledby id from context.
            <DialogTitle id={`${titleId}-bar`} sx={{ pr: 7, display: 'flex', alignItems: 'center', gap: 1 }}>
              <span id={titleId}>{title}</span>
              {titleAdornment}
            </DialogTitle>
          ) : (
            <DialogTitle id={titleId} sx={{ pr: 7 }}>
              {title}
            </DialogTitle>
          )}
          <IconButton
            aria-label="Close"
            onClick={flow.requestClose}
            sx={{ position: 'absolute', right: 12, top: 12 }}
          >
            <Close />
          </IconButton>
          {children}
          <DialogActions sx={{ px: 3, py: 2 }}>
            {readOnly ? (
              <Button variant="contained" onClick={onClose}>
                Close
              </Button>
            ) : (
              <>
                <Button onClick={flow.requestClose}>Cancel</Button>
                <Button type="submit" variant="contained" loading={flow.saving && prompt === null}>
                  {`Save ${itemType}`}
                </Button>
              </>
            )}
          </DialogActions>
        </Box>
      </FormProvider>

      {prompt?.kind === 'wip' && (
        <WorkInProgressDialog
          open
          itemType={itemType}
          canSave={prompt.check.savable}
          errors={prompt.check.savable ? prompt.check.missing : prompt.check.reasons}
          saving={flow.saving}
          onSaveProgress={() => flow.persist(prompt.check)}
          onContinueEditing={flow.dismiss}
          onCloseAnyway={flow.closeAnyway}
        />
      )}
      {prompt?.kind === 'failed' && (
        <WorkInProgressDialog
          open
          itemType={itemType}
          canSave={false}
          title={prompt.title}
          message={prompt.message}
          errors={prompt.errors}
          onContinueEditing={flow.dismiss}
          onCloseAnyway={flow.closeAnyway}
        />
      )}
      {dialogs}
    </Dialog>
  );
}
