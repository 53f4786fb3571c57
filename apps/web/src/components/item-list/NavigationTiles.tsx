import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';

export type NavigationTile = {
  label: string;
  to: string;
  text?: string;
  Icon?: ComponentType<{ fontSize?: 'large' | 'medium' }>;
  /** Navigation state passed along (spec 2: the vendor name). */
  state?: unknown;
};

/**
 * Tiles that lead somewhere (spec 2: the kitchen hub's cards, the category tiles of a list). Each
 * tile's title is its link, stretched over the whole tile.
 */
export function NavigationTiles({
  label,
  tiles,
  dense = false,
}: {
  /** The list's name, for assistive technology: 'Categories'. */
  label: string;
  tiles: NavigationTile[];
  /** Smaller tiles, more per row (categories). */
  dense?: boolean;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: dense ? 1 : 3,
        gridTemplateColumns: dense
          ? 'repeat(auto-fill, minmax(200px, 1fr))'
          : { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
      }}
    >
      {tiles.map((tile) => (
        <li key={tile.to}>
          <Card
            variant="outlined"
            sx={{
              position: 'relative',
              height: '100%',
              transition: 'box-shadow 150ms, border-color 150ms',
              '&:hover': { borderColor: 'primary.main', boxShadow: 2 },
              '&:focus-within': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
            }}
          >
            <CardContent
              sx={{
                display: 'grid',
                gap: 1,
                justifyItems: 'start',
                p: dense ? 1.25 : 3,
                // CardContent pads its last child's bottom more by default; tiles keep it even.
                '&:last-child': { pb: dense ? 1.25 : 3 },
              }}
            >
              {tile.Icon && (
                <Box sx={{ color: 'primary.main' }}>
                  <tile.Icon fontSize={dense ? 'medium' : 'large'} />
                </Box>
              )}
              <Typography
                variant={dense ? 'body2' : 'h5'}
                component="h2"
                sx={{ fontWeight: dense ? 600 : 700, lineHeight: 1.3 }}
              >
                <Link
                  component={RouterLink}
                  to={tile.to}
                  state={tile.state}
                  color="inherit"
                  underline="hover"
                  sx={{
                    '&::after': { content: '""', position: 'absolute', inset: 0 },
                    '&:focus-visible': { outline: 'none' },
                  }}
                >
                  {tile.label}
                </Link>
              </Typography>
              {tile.text && <Typography color="text.secondary">{tile.text}</Typography>}
            </CardContent>
          </Card>
        </li>
      ))}
    </Box>
  );
}
