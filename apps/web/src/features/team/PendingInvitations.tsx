import { ROLE_LABELS, type TInvitation } from '@brigade/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../components/snackbar';
import { useFocusAfter } from '../../components/use-focus-after';
import { errorMessage } from '../../lib/api';
import { invitationsQuery, revokeInvitation, teamKeys } from './api';
import { SectionTitle } from './SectionTitle';
import { formatDay } from './team-format';

/** The invitations nobody has accepted yet, each with Revoke (the owner's). */
export function PendingInvitations() {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const invitations = useQuery(invitationsQuery);
  // The revoked row (and its focused button) goes away: focus moves to the section's title instead of
  // falling back to the page's top.
  const title = useFocusAfter<HTMLHeadingElement>();
  const revoke = useMutation({
    mutationFn: (invitation: TInvitation) => revokeInvitation(invitation.id),
    onSuccess: (_nothing, invitation) => {
      queryClient.setQueryData<TInvitation[]>(teamKeys.invitations, (list) =>
        list?.filter((i) => i.id !== invitation.id),
      );
      title.request();
      snackbar.success(`The invitation to ${invitation.email} was revoked`);
    },
    onError: (error) => snackbar.error(errorMessage(error)),
  });
  const list = invitations.data ?? [];

  return (
    <Paper variant="outlined">
      <SectionTitle id="invitations-title" titleRef={title.ref}>
        Pending invitations
      </SectionTitle>
      {invitations.isError ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {errorMessage(invitations.error)}
        </Alert>
      ) : invitations.isPending ? null : list.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          No invitation is waiting.
        </Typography>
      ) : (
        <List aria-labelledby="invitations-title">
          {list.map((invitation, index) => (
            <ListItem
              key={invitation.id}
              divider={index < list.length - 1}
              aria-label={invitation.email}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
            >
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{invitation.email}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {ROLE_LABELS[invitation.role]} · invited by {invitation.invitedBy} · expires{' '}
                  {formatDay(invitation.expiresAt)}
                </Typography>
              </Box>
              <Button
                size="small"
                color="error"
                aria-label={`Revoke the invitation to ${invitation.email}`}
                loading={revoke.isPending && revoke.variables?.id === invitation.id}
                onClick={() => revoke.mutate(invitation)}
              >
                Revoke
              </Button>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
