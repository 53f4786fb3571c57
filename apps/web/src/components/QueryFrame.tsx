import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api';

/**
 * A screen's answer as it arrives: a spinner the first time, the error when there is nothing to show,
 * else the answer — dimmed and marked busy while the next one (new filters) is read in its place, with
 * a bar while it is read and the error above it when that read fails.
 */
export function QueryFrame<T>({
  query,
  loading,
  updating,
  children,
}: {
  query: UseQueryResult<T>;
  /** The spinner's name: 'Working out the order guide'. */
  loading: string;
  /** The progress bar's name: 'Updating the order guide'. */
  updating: string;
  children: (data: T) => ReactNode;
}) {
  const { data } = query;
  if (query.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={loading} />
      </Box>
    );
  if (data === undefined)
    return query.isError ? <Alert severity="error">{errorMessage(query.error)}</Alert> : null;
  return (
    <Box
      aria-busy={query.isPlaceholderData}
      sx={{ display: 'grid', gap: 2, minWidth: 0, opacity: query.isPlaceholderData ? 0.55 : 1 }}
    >
      {query.isFetching && <LinearProgress aria-label={updating} />}
      {query.isError && <Alert severity="error">{errorMessage(query.error)}</Alert>}
      {children(data)}
    </Box>
  );
}

/** What an answer could not work out (recipe lines named by their path), under a title saying what it left out. */
export function ErrorList({ title, errors }: { title: string; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <Alert severity="error">
      <AlertTitle>{title}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </Box>
    </Alert>
  );
}
