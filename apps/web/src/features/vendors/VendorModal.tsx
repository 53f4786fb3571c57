import { type TVendor, ZVendorForm } from '@brigade/core';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../components/form/FormTextField';
import { errorMessage, isApiError } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { createVendor, fetchVendor, updateVendor } from './api';

export type VendorModalProps = {
  /** The vendor to rename (its version goes back with the rename); absent to add one. */
  vendor?: Pick<TVendor, 'id' | 'name' | 'version'>;
  onClose: () => void;
  onSaved: (vendor: TVendor) => void;
};

/** The Vendor modal (spec 2): a Vendor Name field and Save Vendor; 'Vendor name is required' (spec 5). */
export function VendorModal({ vendor, onClose, onSaved }: VendorModalProps) {
  const id = useId();
  const { control, handleSubmit, setError, reset } = useForm({
    resolver: zodResolver(ZVendorForm),
    defaultValues: { name: vendor?.name ?? '' },
  });
  // The version the rename edits; "Reload Vendor" moves it to the saved one after a 409.
  const [version, setVersion] = useState(vendor?.version ?? 0);
  const [stale, setStale] = useState(false);
  const reload = useMutation({
    mutationFn: () => fetchVendor(vendor!.id),
    onSuccess: (saved) => {
      setVersion(saved.version);
      reset({ name: saved.name });
      setStale(false);
    },
  });
  const save = useMutation({
    mutationFn: (form: { name: string }) =>
      vendor ? updateVendor(vendor.id, form, version) : createVendor(form),
    onSuccess: onSaved,
    onError: (error) => {
      // Renamed by someone else since it was opened: the server's message, and a way to reload.
      setStale(isApiError(error) && error.status === 409);
      // A duplicate name comes back as a field error; anything else shows under the field too.
      if (isApiError(error) && error.errors.some((e) => e.field === 'name'))
        applyServerErrors(error, ['name'], setError);
      else setError('name', { type: 'server', message: errorMessage(error) });
    },
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={handleSubmit((form) => save.mutate(form))}>
        <DialogTitle id={`${id}-title`}>{vendor ? 'Rename Vendor' : 'Add Vendor'}</DialogTitle>
        <DialogContent>
          <FormTextField
            control={control}
            name="name"
            label="Vendor Name"
            required
            autoFocus
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          {stale && (
            <Button onClick={() => reload.mutate()} loading={reload.isPending}>
              Reload Vendor
            </Button>
          )}
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save Vendor
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
