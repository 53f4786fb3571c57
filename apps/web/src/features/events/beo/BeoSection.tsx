import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled block of the BEO; never split across pages. */
export function BeoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} className="beo-section">
      <Typography
        variant="h6"
        component="h2"
        sx={{
          fontSize: '0.95rem',
          fontWeight: 800,
          letterSpacing: 1.5,
          textTransform: 'uppercase',
          borderBottom: 2,
          borderColor: 'text.primary',
          mb: 1,
        }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Term and value pairs, two to a row (one on a phone, or always with `single`). */
export function Facts({ facts, single = false }: { facts: [string, ReactNode][]; single?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: {
          xs: 'max-content 1fr',
          sm: single ? 'max-content 1fr' : 'max-content 1fr max-content 1fr',
        },
        alignContent: 'start',
        columnGap: 2,
        rowGap: 0.5,
      }}
      className="beo-facts"
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
