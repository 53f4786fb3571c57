import {
  MEMBER_ROLES,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  type TInvitationForm,
  ZInvitationForm,
} from '@brigade/core';
import { zodResolver } from '@hookform/resolvers/zod';
import Send from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '../../components/form/FormTextField';
import { useSnackbar } from '../../components/snackbar';
import { errorMessage, isApiError } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { createInvitation, teamKeys } from './api';

const FIELDS = ['email', 'role'] as const;

/**
 * The owner invites someone by e-mail with a role: the server mails them a link to
 * /invitation. A refusal (already a member, an invitation already waiting) shows under the address.
 */
export function InviteForm({ kitchenName }: { kitchenName: string }) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const { control, handleSubmit, setError, reset } = useForm<TInvitationForm>({
    resolver: zodResolver(ZInvitationForm),
    defaultValues: { email: '', role: 'cook' },
  });
  const role = useWatch({ control, name: 'role' });
  const invite = useMutation({
    mutationFn: createInvitation,
    onSuccess: (invitation) => {
      reset({ email: '', role: invitation.role });
      snackbar.success(`Invitation sent to ${invitation.email}`);
      void queryClient.invalidateQueries({ queryKey: teamKeys.invitations });
    },
    onError: (error) => {
      if (isApiError(error) && error.errors.some((e) => e.field)) applyServerErrors(error, FIELDS, setError);
      // Back in the address, where the refusal is written (the busy button had taken the focus away).
      else setError('email', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
    },
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id="invite-title" sx={{ fontWeight: 700, mb: 0.5 }}>
        Invite someone
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        They get an e-mail with a link to join {kitchenName}.
      </Typography>
      <Box
        component="form"
        noValidate
        aria-labelledby="invite-title"
        onSubmit={handleSubmit((form) => invite.mutate(form))}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 200px auto' },
          alignItems: 'start',
        }}
      >
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="off"
          required
          fullWidth
        />
        <FormTextField control={control} name="role" label="Role" select required fullWidth>
          {MEMBER_ROLES.map((option) => (
            <MenuItem key={option} value={option}>
              {ROLE_LABELS[option]}
            </MenuItem>
          ))}
        </FormTextField>
        <Button
          type="submit"
          variant="contained"
          startIcon={<Send />}
          loading={invite.isPending}
          // On a phone the role's description stays under the role, the button comes last.
          sx={{ height: 56, justifySelf: { xs: 'start', sm: 'stretch' }, order: { xs: 1, sm: 0 } }}
        >
          Send invitation
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1', mt: -1 }}>
          <strong>{ROLE_LABELS[role] ?? 'Role'}:</strong> {role ? ROLE_DESCRIPTIONS[role] : ''}
        </Typography>
      </Box>
    </Paper>
  );
}
