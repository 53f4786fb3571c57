import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { eventDateText, eventTimeText } from '../beo/event-format';
import type { EventDraft } from '../event-draft';

/** The event as the Prep List tab shows it (read-only: the Event BEO tab edits it). */
export function EventSummary({ draft }: { draft: EventDraft }) {
  const facts: [string, string][] = [
    ['Date', eventDateText(draft)],
    ['Time', eventTimeText(draft)],
    ['Location', draft.location.trim() || '—'],
    ['Guests', draft.guestCount === null ? '—' : String(draft.guestCount)],
  ];
  return (
    <Box component="section" aria-label="Event details">
      <Typography variant="h6" component="h3">
        {draft.title.trim() || 'Untitled event'}
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
