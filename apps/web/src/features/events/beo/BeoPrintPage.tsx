import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { eventQuery } from '../../../lib/event-query';
import { BeoDocument } from './BeoDocument';
import './beo.css';

/** /portal/events/{id}/beo: the printable banquet event order of a saved event, read fresh. */
export function BeoPrintPage() {
  const { id } = useParams();
  const eventId = Number(id);
  const valid = Number.isInteger(eventId) && eventId > 0;
  const event = useQuery({ ...eventQuery(eventId), enabled: valid, staleTime: 0 });

  if (!valid) return <Alert severity="error">There is no event {id}.</Alert>;
  if (event.isError) return <Alert severity="error">{errorMessage(event.error)}</Alert>;
  if (!event.data)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading the event" />
      </Box>
    );

  return (
    // minmax(0, 1fr): a wide menu table scrolls inside the sheet instead of widening the page.
    <Box sx={{ maxWidth: 900, mx: 'auto', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box className="beo-toolbar" sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
        <Button component={RouterLink} to="/portal/events">
          Back to events
        </Button>
        <Button variant="contained" startIcon={<Print />} onClick={() => window.print()}>
          Print
        </Button>
      </Box>
      <Paper className="beo-sheet" variant="outlined" sx={{ p: { xs: 2, sm: 5 } }}>
        <BeoDocument event={event.data} />
      </Paper>
    </Box>
  );
}
