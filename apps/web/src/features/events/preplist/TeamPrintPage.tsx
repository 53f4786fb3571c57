import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { eventQuery } from '../../../lib/event-query';
import { eventPreplistQuery } from './api';
import { StationSheet } from './StationSheet';
import './station-sheet.css';

/**
 * /portal/events/{id}/preplist/print?team=… : the stored event's station sheet for one prep team
 * (every team, each on its own page, without ?team). The prep list is worked out fresh by
 * POST /api/events/{id}/preplist: a print is what the kitchen works from.
 */
export function TeamPrintPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const team = params.get('team');
  const eventId = Number(id);
  const valid = Number.isInteger(eventId) && eventId > 0;
  const event = useQuery({ ...eventQuery(eventId), enabled: valid, staleTime: 0 });
  const preplist = useQuery({ ...eventPreplistQuery(eventId), enabled: valid, staleTime: 0 });

  if (!valid) return <Alert severity="error">There is no event {id}.</Alert>;
  const failed = event.error ?? preplist.error;
  if (failed) return <Alert severity="error">{errorMessage(failed)}</Alert>;
  if (!event.data || !preplist.data)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading the prep list" />
      </Box>
    );

  const teams = preplist.data.teamPreplists.filter((t) => team === null || t.team === team);
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box
        className="station-sheet-toolbar"
        sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}
      >
        <Button component={RouterLink} to="/portal/events">
          Back to events
        </Button>
        <Button
          variant="contained"
          startIcon={<Print />}
          onClick={() => window.print()}
          disabled={teams.length === 0}
        >
          Print
        </Button>
      </Box>
      {teams.length === 0 && (
        <Alert severity="info">
          {team === null
            ? 'This event has nothing to prepare.'
            : `The ${team} team has nothing to prepare for this event.`}
        </Alert>
      )}
      {teams.map((t) => (
        <Paper
          key={t.team}
          variant="outlined"
          className="station-sheet-paper station-sheet-page"
          sx={{ p: { xs: 2, sm: 5 } }}
        >
          <StationSheet team={t} event={event.data} errors={preplist.data.errors} />
        </Paper>
      ))}
    </Box>
  );
}
