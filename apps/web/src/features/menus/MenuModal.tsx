import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { ErrorDialog } from '../../components/ErrorDialog';
import { errorMessage } from '../../lib/api';
import { menuQuery } from './api';
import { menuToValues, newMenuValues } from './menu-form';
import type { MenuModalProps } from './menu-modal-props';
import { MenuForm } from './modal/MenuForm';

export type { MenuModalProps } from './menu-modal-props';

/** Spec 8 "menu load failure": the error dialog's title; its text is the server's answer. */
export const MENU_LOAD_FAILED = 'Error: The Menu could not be loaded';

/**
 * The menu modal (spec 2): reads the menu to edit (fresh, not from a list: the save sends its
 * version back), then shows the form. A failed read (status other than 200) shows the error dialog
 * with the response text (spec 8).
 */
export function MenuModal(props: MenuModalProps) {
  const { menuId, initial, onClose } = props;
  const titleId = useId();
  const loaded = useQuery({ ...menuQuery(menuId ?? 0), enabled: menuId !== null, staleTime: 0 });
  // Bumped by "Reload Menu": the form starts over from the menu as read again.
  const [generation, setGeneration] = useState(0);
  // The form reads its values once, when it mounts (per generation); rows get their keys here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation must give new values.
  const values = useMemo(() => (loaded.data ? menuToValues(loaded.data) : null), [loaded.data, generation]);

  if (menuId === null) return <MenuForm {...props} titleId={titleId} values={newMenuValues(initial)} />;
  if (loaded.isError)
    return (
      <ErrorDialog
        open
        title={MENU_LOAD_FAILED}
        message={errorMessage(loaded.error)}
        onClose={onClose}
        closeLabel="Close"
      />
    );
  if (loaded.data && values && loaded.isFetchedAfterMount)
    return (
      <MenuForm
        key={generation}
        {...props}
        titleId={titleId}
        values={values}
        saved={loaded.data}
        onReload={() => {
          void loaded.refetch().then(() => setGeneration((g) => g + 1));
        }}
      />
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Menu</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading the menu" />
        </Box>
      </DialogContent>
    </Dialog>
  );
}
