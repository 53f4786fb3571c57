import TableView from '@mui/icons-material/TableViewOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useCan } from '../../team/use-can';

// The dialog (and the spreadsheet readers it loads) come with the first click, not with the page.
const ImportIngredientsDialog = lazy(() =>
  import('./ImportIngredientsDialog').then((m) => ({ default: m.ImportIngredientsDialog })),
);

/** "Import spreadsheet" on a vendor's ingredients page: for the roles that may create ingredients. */
export function ImportIngredientsAction({ vendor }: { vendor: { name: string } }) {
  const [open, setOpen] = useState(false);
  const can = useCan();
  if (!can('importIngredients')) return null;
  return (
    <>
      <Button startIcon={<TableView />} onClick={() => setOpen(true)}>
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
