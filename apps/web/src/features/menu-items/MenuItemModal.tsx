import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { menuItemQuery } from './api';
import { menuItemToValues, newMenuItemValues } from './menu-item-form';
import type { MenuItemModalProps } from './menu-item-modal-props';
import { MenuItemForm } from './modal/MenuItemForm';

export type { MenuItemModalProps } from './menu-item-modal-props';

/**
 * The menu item modal (spec 2): loads the item to edit (fresh, not from a list: the save sends its
 * version back), then shows the form. After a 409 (someone saved it meanwhile) the form can ask for
 * the item again: it is read afresh and the form starts over from it.
 */
export function MenuItemModal(props: MenuItemModalProps) {
  const { menuItemId, initial, onClose } = props;
  const titleId = useId();
  const [generation, setGeneration] = useState(0);
  const [reloading, setReloading] = useState(false);
  const loaded = useQuery({ ...menuItemQuery(menuItemId ?? 0), enabled: menuItemId !== null, staleTime: 0 });

  // Only an asked-for reload replaces the form: a background refetch must never drop the cook's edits.
  const reload = async () => {
    setReloading(true);
    await loaded.refetch();
    setGeneration((g) => g + 1);
    setReloading(false);
  };

  if (menuItemId === null)
    return <MenuItemForm {...props} titleId={titleId} values={newMenuItemValues(initial)} />;
  if (loaded.data && loaded.isFetchedAfterMount && !reloading)
    return (
      <MenuItemForm
        key={generation}
        {...props}
        titleId={titleId}
        values={menuItemToValues(loaded.data)}
        saved={loaded.data}
        onReload={reload}
      />
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Menu Item</DialogTitle>
      <DialogContent>
        {loaded.isError ? (
          <Alert severity="error">{errorMessage(loaded.error)}</Alert>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading the menu item" />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
