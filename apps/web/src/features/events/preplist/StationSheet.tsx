import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { eventDateText, eventTimeText } from '../beo/event-format';
import { type TeamPreplist, TeamPreplistView } from './TeamPreplistView';

/** What a station sheet says about the event. */
export type SheetEvent = {
  title: string;
  start: string | null;
  end: string | null;
  allDay: boolean;
  location: string;
  guestCount: number | null;
  beoNumber?: string | null;
};

/**
 * A printed team prep list: a station sheet taped above the bench — the team, the event,
 * when, where and for how many, then per item the scaled recipes with fractional quantities, prep
 * notes and nested sub-recipes indented under the recipe using them. Large type, read at arm's length.
 */
export function StationSheet({
  team,
  event,
  errors = [],
}: {
  team: TeamPreplist;
  event: SheetEvent;
  errors?: string[];
}) {
  const facts: [string, string][] = [
    ['Date', eventDateText(event)],
    ['Time', eventTimeText(event)],
    ['Location', event.location || '—'],
    ['Guests', event.guestCount === null ? '—' : String(event.guestCount)],
  ];
  return (
    <Box
      component="article"
      aria-label={`${team.team} prep list`}
      className="station-sheet"
      sx={{ display: 'grid', gap: 3 }}
    >
      <Box component="header" sx={{ borderBottom: 4, borderColor: 'text.primary', pb: 2 }}>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            flexWrap: 'wrap',
            gap: 1,
          }}
        >
          <Typography
            component="h1"
            sx={{ fontSize: { xs: '2.25rem', sm: '3rem' }, fontWeight: 800, lineHeight: 1.1 }}
          >
            {team.team}
          </Typography>
          <Typography
            sx={{ fontSize: '1.1rem', letterSpacing: 2, textTransform: 'uppercase', color: 'text.secondary' }}
          >
            Prep list{event.beoNumber ? ` · ${event.beoNumber}` : ''}
          </Typography>
        </Box>
        <Typography component="p" sx={{ fontSize: { xs: '1.5rem', sm: '1.9rem' }, fontWeight: 700, mt: 1 }}>
          {event.title}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 1,
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 3,
            rowGap: 0.5,
            fontSize: '1.3rem',
          }}
        >
          {facts.map(([term, value]) => (
            <Box key={term} sx={{ display: 'flex', gap: 0.75 }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {term}:
              </Box>
              <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
                {value}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
      {errors.length > 0 && (
        <Alert severity="warning">
          {errors.map((error) => (
            <div key={error}>{error}</div>
          ))}
        </Alert>
      )}
      <TeamPreplistView team={team} large headingLevel={2} />
    </Box>
  );
}
