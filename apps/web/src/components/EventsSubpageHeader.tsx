import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The head of a screen under Events (the Order Guide, Production): the way back, its title, what it shows. */
export function EventsSubpageHeader({ title, description }: { title: string; description: string }) {
  return (
    <Box>
      <Breadcrumbs aria-label="Breadcrumbs" sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/portal/events" underline="hover" color="inherit">
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
