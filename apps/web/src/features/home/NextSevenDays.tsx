import { EVENT_STATUS_LABELS, guaranteeFlag, type TBanquetEventListItem } from '@brigade/core';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { eventRangeQuery } from '../events/api';
import { dayText } from '../events/beo/event-format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today at local midnight to the end of the 7th day after it: the coming week. */
function comingWeek(now: Date) {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return { start: start.toISOString(), end: new Date(start.getTime() + 8 * DAY_MS - 1).toISOString() };
}

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

function EventRow({ event, now }: { event: TBanquetEventListItem; now: Date }) {
  const flag = guaranteeFlag(event, now);
  return (
    <Box component="li" aria-label={event.title} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>{event.title}</Typography>
        <Chip size="small" label={EVENT_STATUS_LABELS[event.status]} />
        {flag && <Chip size="small" color="warning" label={flag} />}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {when(event.start)} · {event.guestCount} guests
        {event.room ? ` · ${event.room.name}` : ''}
        {event.guaranteeDueDate ? ` · guarantee due ${dayText(event.guaranteeDueDate, 'short')}` : ''}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, mt: 0.5 }}>
        <Link component={RouterLink} to={`/portal/events/${event.id}/beo`}>
          BEO
        </Link>
        <Link component={RouterLink} to={`/portal/events/${event.id}/preplist/print`}>
          Prep list
        </Link>
      </Box>
    </Box>
  );
}

/** Home's "The next 7 days": each event of the coming week with its status, guests and guarantee. */
export function NextSevenDays({ now = new Date() }: { now?: Date }) {
  const week = comingWeek(now);
  const events = useQuery(eventRangeQuery(week.start, week.end));
  return (
    <Box component="section" aria-labelledby="next-seven-days" sx={{ mt: 4 }}>
      <Typography id="next-seven-days" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        The next 7 days
      </Typography>
      {events.data && events.data.length === 0 && <Typography>No events booked this week.</Typography>}
      {events.data && events.data.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {events.data.map((event) => (
            <EventRow key={event.id} event={event} now={now} />
          ))}
        </Box>
      )}
    </Box>
  );
}
