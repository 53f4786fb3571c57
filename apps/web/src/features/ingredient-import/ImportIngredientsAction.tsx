import TableView from '@mui/icons-material/TableViewOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useCan } from '../../lib/use-can';

// The dialog (and the spreadsheet readers it loads) come with the first click, not with the page.
const ImportIngredientsDialog = lazy(() =>
  import('./ImportIngredientsDialog').then((m) => ({ default: m.ImportIngredientsDialog })),
);

/**
 * "Import spreadsheet" of ingredients, for the roles that may create them: on a vendor's ingredients
 * page (`vendor`: a blank vendor cell is it) and on the Vendors page, where ingredients start (no
 * vendor: each row names its own, or the dialog names one for the blank cells).
 */
export function ImportIngredientsAction({ vendor }: { vendor?: { name: string } }) {
  const [open, setOpen] = useState(false);
  const can = useCan();
  if (!can('importIngredients')) return null;
  return (
    <>
      <Button startIcon={<TableView />} onClick={() => setOpen(true)} sx={{ whiteSpace: 'nowrap' }}>
        Import spreadsheet
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportIngredientsDialog vendor={vendor} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
