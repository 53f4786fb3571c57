import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { errorMessage } from '../../lib/api';
import { feedbackConfigQuery } from './api';
import { FeedbackForm } from './FeedbackForm';

/** Where the account menu's Feedback was chosen (AccountMenu passes it as navigation state). */
function fromPage(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') ? from : null;
}

/**
 * /portal/feedback (spec 2): the external feedback form when the server has a FEEDBACK_URL, embedded;
 * otherwise the built-in form, which the server stores and forwards to FEEDBACK_EMAIL.
 */
export function FeedbackPage() {
  const location = useLocation();
  const config = useQuery(feedbackConfigQuery);

  return (
    <Box sx={{ maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        Feedback
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Tell us how Brigade works in your kitchen.
      </Typography>
      {config.isPending ? (
        <CircularProgress aria-label="Loading the feedback form" />
      ) : config.isError ? (
        <Alert severity="error" role="alert">
          {errorMessage(config.error)}
        </Alert>
      ) : config.data.url ? (
        <>
          <Box
            component="iframe"
            title="Feedback form"
            src={config.data.url}
            sx={{ width: '100%', height: '75vh', border: 0, bgcolor: 'background.paper', borderRadius: 1 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            The form does not show?{' '}
            <Link href={config.data.url} target="_blank" rel="noopener noreferrer">
              Open it in a new tab
            </Link>
            .
          </Typography>
        </>
      ) : (
        <FeedbackForm fromPage={fromPage(location.state)} />
      )}
    </Box>
  );
}
