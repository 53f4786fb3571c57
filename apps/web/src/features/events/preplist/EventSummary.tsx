import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { eventDateText, eventTimeText } from '../beo/event-format';
import type { SheetEvent } from './StationSheet';

/** The event as the Prep List tab shows it (read-only: the Event BEO tab edits it). */
export function EventSummary({ event }: { event: SheetEvent }) {
  const facts: [string, string][] = [
    ['Date', eventDateText(event)],
    ['Time', eventTimeText(event)],
    ['Location', event.location.trim() || '—'],
    ['Guests', event.guestCount === null ? '—' : String(event.guestCount)],
  ];
  return (
    <Box component="section" aria-label="Event details">
      <Typography variant="h6" component="h3">
        {event.title.trim() || 'Untitled event'}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.25 }}
      >
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
