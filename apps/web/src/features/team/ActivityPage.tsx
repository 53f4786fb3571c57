import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api';
import { useActiveKitchen, useCan } from '../../lib/use-can';
import { activityQuery } from './api';
import { formatMoment } from './team-format';

/** The page in the address (?page=2 is the second, the first has none), for Back and reloads. */
function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
  const setPage = (next: number) => setParams(next > 0 ? { page: String(next + 1) } : {});
  return [page, setPage];
}

/**
 * /portal/kitchen/activity (a chef's or the owner's): who changed what in the kitchen,
 * newest first, a page at a time.
 */
export function ActivityPage() {
  const can = useCan();
  const { active } = useActiveKitchen();
  const [page, setPage] = usePageParam();
  const allowed = can('listActivity');
  const activity = useQuery({ ...activityQuery(page), enabled: allowed, placeholderData: keepPreviousData });
  const data = activity.data;

  let body: ReactNode;
  if (active && !allowed) {
    body = <Alert severity="info">Only the kitchen's chefs and its owner see its activity.</Alert>;
  } else if (activity.isError) {
    body = <Alert severity="error">{errorMessage(activity.error)}</Alert>;
  } else if (!data) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading the activity" />
      </Box>
    );
  } else if (data.content.length === 0) {
    body = <Typography color="text.secondary">Nothing has happened in this kitchen yet.</Typography>;
  } else {
    body = (
      <>
        <Paper variant="outlined">
          <List aria-label="Activity" aria-busy={activity.isPlaceholderData} sx={{ py: 0 }}>
            {data.content.map((entry, index) => (
              <ListItem key={entry.id} divider={index < data.content.length - 1}>
                <ListItemText
                  primary={entry.text}
                  secondary={<time dateTime={entry.at}>{formatMoment(entry.at)}</time>}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
        {data.totalPages > 1 && (
          <Pagination
            count={data.totalPages}
            page={page + 1}
            onChange={(_event, next) => setPage(next - 1)}
            color="primary"
            sx={{ justifySelf: 'center' }}
            getItemAriaLabel={(type, number, selected) =>
              type === 'page' ? `${selected ? '' : 'Go to '}page ${number}` : `Go to the ${type} page`
            }
          />
        )}
      </>
    );
  }

  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Activity
        </Typography>
        <Typography color="text.secondary">
          {active ? `Who changed what in ${active.name}, newest first.` : ''}
        </Typography>
      </Box>
      {body}
    </Box>
  );
}
