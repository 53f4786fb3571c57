import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useUsername } from '../../app/auth/useSession';

const FEEDBACK_URL = import.meta.env.VITE_FEEDBACK_URL?.trim() ?? '';
const FEEDBACK_EMAIL = import.meta.env.VITE_FEEDBACK_EMAIL?.trim() ?? '';

/** The mailto: address of the built-in form: subject and body prefilled for the user's mail app. */
export function feedbackMailto(to: string, message: string, from: string | null): string {
  const subject = 'Brigade feedback';
  const body = from ? `${message}\n\n— ${from}` : message;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

function FeedbackForm() {
  const username = useUsername();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setError('Please enter your feedback');
      return;
    }
    setError(null);
    setOpened(true);
    window.location.href = feedbackMailto(FEEDBACK_EMAIL, message.trim(), username);
  };

  return (
    <Box component="form" noValidate aria-label="Feedback" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label="Your feedback"
        multiline
        minRows={6}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? 'What works, what does not, what you would like next.'}
      />
      <Box>
        <Button type="submit" variant="contained">
          Send Feedback
        </Button>
      </Box>
      {opened && (
        <Typography role="status" color="text.secondary">
          Your e-mail app opened with your message: send it from there. Thank you!
        </Typography>
      )}
    </Box>
  );
}

/** /portal/feedback (spec 2): the external feedback form when configured, else a mail form. */
export function FeedbackPage() {
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        Feedback
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Tell us how Brigade works in your kitchen.
      </Typography>
      {FEEDBACK_URL ? (
        <Box
          component="iframe"
          title="Feedback form"
          src={FEEDBACK_URL}
          sx={{ width: '100%', height: '75vh', border: 0, bgcolor: 'background.paper', borderRadius: 1 }}
        />
      ) : (
        <FeedbackForm />
      )}
    </Box>
  );
}
