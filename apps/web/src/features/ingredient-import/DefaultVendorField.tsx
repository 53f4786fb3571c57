import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { vendorOptionsQuery } from '../../lib/vendor-options';

/**
 * The vendor of the rows whose vendor cell is blank, when no vendor's page is in scope: one of the
 * kitchen's vendors, or a new name (the import creates it); empty leaves such rows refused.
 */
export function DefaultVendorField({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const vendors = useQuery(vendorOptionsQuery);
  return (
    <Autocomplete
      freeSolo
      options={(vendors.data?.content ?? []).map((v) => v.name)}
      inputValue={value}
      onInputChange={(_, name) => onChange(name)}
      sx={{ maxWidth: 420 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Vendor of rows without one"
          helperText="Optional: a row with a blank vendor is refused unless you name one here."
        />
      )}
    />
  );
}
