import { MEMBER_ROLES, type MemberRole, ROLE_LABELS, type TMember } from '@brigade/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useUsername } from '../../app/auth/useSession';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useSnackbar } from '../../components/snackbar';
import { useFocusAfter } from '../../components/use-focus-after';
import { errorMessage } from '../../lib/api';
import { removeMember, teamKeys, transferOwnership, updateMemberRole } from './api';
import { SectionTitle } from './SectionTitle';
import { formatDay, isMe, memberName } from './team-format';

type Asking = { kind: 'remove' | 'owner'; member: TMember } | null;

/**
 * The kitchen's members with their roles. The owner changes a role in place, removes a
 * member and hands the ownership over, each of the last two after a confirmation; the others read.
 */
export function MemberList({
  members,
  kitchenName,
  manage,
}: {
  members: TMember[];
  kitchenName: string;
  /** The owner's controls. */
  manage: boolean;
}) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const username = useUsername();
  const [asking, setAsking] = useState<Asking>(null);
  // After a removal or a hand-over the button that opened the dialog is gone: focus goes to the title.
  const title = useFocusAfter<HTMLHeadingElement>(asking !== null);

  const changeRole = useMutation({
    mutationFn: ({ member, role }: { member: TMember; role: MemberRole }) =>
      updateMemberRole(member.userId, role),
    onSuccess: (updated) => {
      queryClient.setQueryData<TMember[]>(teamKeys.members, (list) =>
        list?.map((m) => (m.userId === updated.userId ? updated : m)),
      );
      snackbar.success(`${memberName(updated)} is now a ${ROLE_LABELS[updated.role]}`);
    },
    onError: (error) => snackbar.error(errorMessage(error)),
  });

  const remove = async (member: TMember) => {
    await removeMember(member.userId);
    queryClient.setQueryData<TMember[]>(teamKeys.members, (list) =>
      list?.filter((m) => m.userId !== member.userId),
    );
    title.request();
    snackbar.success(`${memberName(member)} was removed from ${kitchenName}`);
  };

  const handOver = async (member: TMember) => {
    const next = await transferOwnership(member.userId);
    queryClient.setQueryData(teamKeys.members, next);
    // The caller is a chef now: what the screens offer follows the role read again.
    await queryClient.invalidateQueries({ queryKey: teamKeys.kitchens });
    title.request();
    snackbar.success(`${memberName(member)} is now the owner of ${kitchenName}`);
  };

  return (
    <Paper variant="outlined">
      <SectionTitle id="members-title" titleRef={title.ref}>
        Members
      </SectionTitle>
      <List aria-labelledby="members-title">
        {members.map((member, index) => {
          const name = memberName(member);
          const editable = manage && member.role !== 'owner';
          return (
            <ListItem
              key={member.userId}
              divider={index < members.length - 1}
              aria-label={name}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 1.5 }}
            >
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {name}
                  {isMe(member, username) && (
                    <Typography component="span" color="text.secondary">
                      {' '}
                      (you)
                    </Typography>
                  )}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {member.email} ·{' '}
                  {/* The date stays on one line: "joined Nov / 25, 2026" read badly on a phone. */}
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    joined {formatDay(member.joinedAt)}
                  </Box>
                </Typography>
              </Box>
              {editable ? (
                <TextField
                  select
                  size="small"
                  label="Role"
                  value={member.role}
                  disabled={changeRole.isPending && changeRole.variables?.member.userId === member.userId}
                  onChange={(event) => changeRole.mutate({ member, role: event.target.value as MemberRole })}
                  // Named for its member: a list of comboboxes all named "Role" says nothing.
                  slotProps={{
                    select: {
                      SelectDisplayProps: { 'aria-label': `Role of ${name}`, 'aria-labelledby': undefined },
                    },
                  }}
                  sx={{ width: 140 }}
                >
                  {MEMBER_ROLES.map((role) => (
                    <MenuItem key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                <Chip
                  label={ROLE_LABELS[member.role]}
                  color={member.role === 'owner' ? 'primary' : 'default'}
                  variant={member.role === 'owner' ? 'filled' : 'outlined'}
                />
              )}
              {editable && (
                <Box sx={{ display: 'flex', gap: 1 }}>
                  {/* Named for their member: a list of buttons all called "Remove" says nothing. */}
                  <Button
                    size="small"
                    aria-label={`Make ${name} the owner`}
                    onClick={() => setAsking({ kind: 'owner', member })}
                  >
                    Make owner
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    aria-label={`Remove ${name}`}
                    onClick={() => setAsking({ kind: 'remove', member })}
                  >
                    Remove
                  </Button>
                </Box>
              )}
            </ListItem>
          );
        })}
      </List>
      {asking?.kind === 'remove' && (
        <ConfirmDialog
          title={`Remove ${memberName(asking.member)}?`}
          message={`${memberName(asking.member)} will no longer be able to open ${kitchenName}, from their next click on. Their recipes, menus and events stay in the kitchen.`}
          confirmLabel="Remove"
          destructive
          onConfirm={() => remove(asking.member)}
          onClose={() => setAsking(null)}
        />
      )}
      {asking?.kind === 'owner' && (
        <ConfirmDialog
          title={`Hand ${kitchenName} over to ${memberName(asking.member)}?`}
          message={`${memberName(asking.member)} becomes the owner: they manage the members and the billing. You stay in the kitchen as a Chef.`}
          confirmLabel="Hand over"
          onConfirm={() => handOver(asking.member)}
          onClose={() => setAsking(null)}
        />
      )}
    </Paper>
  );
}
