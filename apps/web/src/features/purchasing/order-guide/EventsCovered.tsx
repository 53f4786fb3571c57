import type { TOrderGuideResponse } from '@brigade/core';
import { countOf } from '@brigade/core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { dateFormat } from '../../../lib/date-format';

type GuideEvent = TOrderGuideResponse['events'][number];

const when = dateFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The events the guide (or the production plan) adds up, by start: what the order is for. */
export function EventsCovered({
  events,
  noneText = 'No event in these days: there is nothing to order.',
}: {
  events: Pick<GuideEvent, 'id' | 'title' | 'start' | 'guestCount'>[];
  noneText?: string;
}) {
  const id = useId();
  const sorted = [...events].sort((a, b) => a.start.localeCompare(b.start));
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {sorted.length === 0 ? 'No events' : countOf(sorted.length, 'event')}
      </Typography>
      {sorted.length === 0 ? (
        <Typography color="text.secondary">{noneText}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Events covered"
          sx={{ m: 0, pl: 2.5, columns: { md: 2 }, columnGap: 4 }}
        >
          {sorted.map((event) => (
            <li key={event.id}>
              <strong>{event.title}</strong> — {when.format(new Date(event.start))} ·{' '}
              {countOf(event.guestCount, 'guest')}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
