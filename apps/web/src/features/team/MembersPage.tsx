import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api';
import { useActiveKitchen, useCan } from '../../lib/use-can';
import { membersQuery } from './api';
import { InviteForm } from './InviteForm';
import { MemberList } from './MemberList';
import { PendingInvitations } from './PendingInvitations';

/**
 * /portal/kitchen/members: who works in the kitchen and as what. The owner invites by
 * e-mail, changes roles, removes members, hands the kitchen over and revokes pending invitations;
 * every other member reads the list.
 */
export function MembersPage() {
  const can = useCan();
  const { active } = useActiveKitchen();
  const members = useQuery(membersQuery);
  const kitchenName = active?.name ?? 'this kitchen';
  const manage = can('updateMemberRole');

  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Members
        </Typography>
        <Typography color="text.secondary">
          {active ? `The brigade of ${active.name}.` : ''}
          {active && !manage && ' Only the owner invites people and changes roles.'}
        </Typography>
      </Box>
      {can('createInvitation') && <InviteForm kitchenName={kitchenName} />}
      {members.isError ? (
        <Alert severity="error">{errorMessage(members.error)}</Alert>
      ) : members.data ? (
        <MemberList members={members.data} kitchenName={kitchenName} manage={manage} />
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading the members" />
        </Box>
      )}
      {can('listInvitations') && <PendingInvitations />}
    </Box>
  );
}
