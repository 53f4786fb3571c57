import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router';

export type CategoryLink = { label: string; to: string; state?: unknown };

/**
 * The one way a list screen picks its category: a row of links, the current one marked.
 * They wrap on a wide screen; on a phone they stay on one line that scrolls sideways, so the items
 * start right under the header instead of two screens down.
 */
export function CategoryLinks({
  label,
  all,
  categories,
  current,
}: {
  /** The list's name for assistive technology: 'Recipe categories'. */
  label: string;
  /** The link to every category ('All recipes'). */
  all: CategoryLink;
  categories: CategoryLink[];
  /** The `to` of the category on show (`all.to` for every category). */
  current: string;
}) {
  return (
    <Box component="nav" aria-label={`${label} picker`} sx={{ mb: 2, minWidth: 0 }}>
      <Box
        component="ul"
        aria-label={label}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          gap: 1,
          flexWrap: { xs: 'nowrap', sm: 'wrap' },
          overflowX: { xs: 'auto', sm: 'visible' },
          // Room for the focus ring and a thin scrollbar on a phone.
          py: 0.5,
          px: { xs: 0.25, sm: 0 },
          scrollbarWidth: 'thin',
        }}
      >
        {[all, ...categories].map((link) => {
          const selected = link.to === current;
          return (
            <Box component="li" key={link.to} sx={{ flexShrink: 0 }}>
              <Chip
                component={RouterLink}
                to={link.to}
                state={link.state}
                clickable
                label={link.label}
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                aria-current={selected ? 'page' : undefined}
                sx={{ fontWeight: 600, bgcolor: selected ? undefined : 'background.paper' }}
              />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
