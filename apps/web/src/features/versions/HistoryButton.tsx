import { formatMoney, type TVersionedEntityType, versionChanges, versionSummaryText } from '@brigade/core';
import History from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSnackbar } from '../../components/snackbar';
import { errorMessage } from '../../lib/api';
import { localMediumDateTime } from '../../lib/date-format';
import { useRestoreVersion, versionQuery, versionsQuery } from './api';
import { VersionDiff } from './VersionDiff';

/** The entity as its modal read it: the version it would save over, and what the diff compares with. */
export type CurrentEntity = { id: number; version: number } & Record<string, unknown>;

/**
 * History (versions): every save of the recipe, menu item, menu or event, newest first, each with who,
 * when and what it changed; picking one shows how it differs from the entity now (lines added and
 * removed, quantities, cost then and now) and Restore saves it again as a new version.
 */
export function HistoryButton({
  type,
  current,
  disabled,
  canRestore = true,
  size,
  onRestored,
}: {
  type: TVersionedEntityType;
  current: CurrentEntity;
  /** A member who may only read it sees the history without Restore. */
  canRestore?: boolean;
  size?: 'small' | 'medium';
  /** Unsaved edits in the form: restoring would drop them, so History waits for a save or a cancel. */
  disabled?: boolean;
  /** The entity as restored: the modal starts its form over from it. */
  onRestored: (entity: { id: number; version: number }) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        size={size}
        startIcon={<History />}
        onClick={() => setOpen(true)}
        disabled={disabled}
        title={disabled ? 'Save or undo your changes to see the history' : undefined}
      >
        History
      </Button>
      {open && (
        <HistoryDialog
          type={type}
          current={current}
          canRestore={canRestore}
          onClose={() => setOpen(false)}
          onRestored={(entity) => {
            setOpen(false);
            onRestored(entity);
          }}
        />
      )}
    </>
  );
}

function HistoryDialog({
  type,
  current,
  canRestore,
  onClose,
  onRestored,
}: {
  type: TVersionedEntityType;
  current: CurrentEntity;
  canRestore: boolean;
  onClose: () => void;
  onRestored: (entity: { id: number; version: number }) => void;
}) {
  const titleId = useId();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const versions = useQuery(versionsQuery(type, current.id));
  const [picked, setPicked] = useState<number | null>(null);
  const chosen = picked ?? versions.data?.[1]?.n ?? versions.data?.[0]?.n ?? null;
  const version = useQuery({ ...versionQuery(type, current.id, chosen ?? 0), enabled: chosen !== null });
  const restore = useRestoreVersion(type, current.id);
  const snackbar = useSnackbar();

  const doRestore = async (n: number) => {
    try {
      const restored = await restore.mutateAsync({ n, version: current.version });
      snackbar.success(`Version ${n} restored`, { autoHide: 4000 });
      onRestored(restored);
    } catch {
      // Shown in the dialog (restore.error).
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={narrow}>
      <DialogTitle id={titleId}>History</DialogTitle>
      <DialogContent dividers>
        {versions.isError && <Alert severity="error">{errorMessage(versions.error)}</Alert>}
        {versions.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label="Loading the history" />
          </Box>
        )}
        {versions.data?.length === 0 && (
          <Typography>No versions kept yet: the next save keeps the first.</Typography>
        )}
        {versions.data && versions.data.length > 0 && (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 5fr) minmax(0, 7fr)' },
            }}
          >
            <List dense aria-label="Versions" sx={{ maxHeight: { sm: 420 }, overflow: 'auto' }}>
              {versions.data.map((v, i) => (
                <ListItemButton key={v.n} selected={v.n === chosen} onClick={() => setPicked(v.n)}>
                  <ListItemText
                    primary={`Version ${v.n}${i === 0 ? ' (current)' : ''} · ${localMediumDateTime.format(new Date(v.at))}`}
                    secondary={`${v.by}: ${versionSummaryText(v.changes, formatMoney)}`}
                  />
                </ListItemButton>
              ))}
            </List>
            <Box
              component="section"
              aria-label="Compared with now"
              sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}
            >
              {chosen !== null && (
                <Typography variant="subtitle1">Version {chosen} compared with now</Typography>
              )}
              {version.isError && <Alert severity="error">{errorMessage(version.error)}</Alert>}
              {version.data && (
                <>
                  <VersionDiff changes={versionChanges(type, version.data.content, current)} />
                  {restore.isError && <Alert severity="error">{errorMessage(restore.error)}</Alert>}
                  {canRestore && (
                    <Box>
                      <Button
                        variant="contained"
                        onClick={() => void doRestore(version.data.n)}
                        disabled={restore.isPending}
                      >
                        Restore version {version.data.n}
                      </Button>
                    </Box>
                  )}
                </>
              )}
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
