import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/**
 * The head of a screen under Events (the Order Guide, Production): the way back (`back`: the calendar
 * of the days it covers), its title, what it shows.
 */
export function EventsSubpageHeader({
  title,
  description,
  back,
}: {
  title: string;
  description: string;
  back: string;
}) {
  return (
    <Box>
      <Breadcrumbs aria-label="Breadcrumbs" sx={{ mb: 1 }}>
        <Link component={RouterLink} to={back} underline="hover" color="inherit">
          Events
        </Link>
        <Typography color="text.primary" aria-current="page">
          {title}
        </Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{description}</Typography>
    </Box>
  );
}
