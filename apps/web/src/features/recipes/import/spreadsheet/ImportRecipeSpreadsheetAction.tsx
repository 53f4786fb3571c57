import TableView from '@mui/icons-material/TableViewOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useCan } from '../../../../lib/use-can';

// The dialog (and the spreadsheet readers it loads) come with the first click, not with the page.
const ImportRecipeSpreadsheetDialog = lazy(() =>
  import('./ImportRecipeSpreadsheetDialog').then((m) => ({ default: m.ImportRecipeSpreadsheetDialog })),
);

/** "Import spreadsheet" on the Recipes page: for the roles that may import recipes. */
export function ImportRecipeSpreadsheetAction() {
  const [open, setOpen] = useState(false);
  const can = useCan();
  if (!can('importRecipeSpreadsheet')) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<TableView />} onClick={() => setOpen(true)}>
        Import spreadsheet
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportRecipeSpreadsheetDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
