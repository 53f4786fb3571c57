import { ZFeedbackForm } from '@brigade/core';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../components/form/FormTextField';
import { errorMessage } from '../../lib/api';
import { sendFeedback } from './api';

export const FEEDBACK_THANKS = 'Thank you! Your feedback was sent to the Brigade team.';

/**
 * The built-in feedback form: the message goes to the server with the page the user came from. The
 * thanks shows only once the server has stored it; a failure shows the server's message and keeps
 * what was typed, so it can be sent again.
 */
export function FeedbackForm({ fromPage }: { fromPage: string | null }) {
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(ZFeedbackForm),
    mode: 'onTouched',
    defaultValues: { message: '' },
  });
  const send = useMutation({ mutationFn: sendFeedback });

  if (send.isSuccess) {
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity="success" role="status">
          {FEEDBACK_THANKS}
        </Alert>
        <Button
          variant="outlined"
          onClick={() => {
            reset();
            send.reset();
          }}
        >
          Send more feedback
        </Button>
      </Box>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      aria-label="Feedback"
      onSubmit={handleSubmit((values) => send.mutate({ message: values.message, page: fromPage }))}
      sx={{ display: 'grid', gap: 2 }}
    >
      <FormTextField
        control={control}
        name="message"
        label="Your feedback"
        multiline
        minRows={6}
        helperText="What works, what does not, what you would like next."
        disabled={send.isPending}
      />
      {send.isError && (
        <Alert severity="error" role="alert">
          <Typography component="span" sx={{ fontWeight: 700 }}>
            Your feedback was not sent.
          </Typography>{' '}
          {errorMessage(send.error)}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" loading={send.isPending}>
          Send Feedback
        </Button>
      </Box>
    </Box>
  );
}
