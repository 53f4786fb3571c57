import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useMatches } from 'react-router';
import type { RouteHandle } from '../route-handle';

/** Stands in for a section whose issue has not landed yet (issue 2 allows it for USDA, Kitchen, Events only). */
export function ComingSoonPage() {
  const matches = useMatches();
  const section = (matches.at(-1)?.handle as RouteHandle | undefined)?.title ?? 'This section';
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {section}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {section} is coming soon to Brigade.
      </Typography>
      <Button variant="outlined" component={RouterLink} to="/home">
        Back to home
      </Button>
    </>
  );
}
