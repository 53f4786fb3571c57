import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../components/Logo';
import { getToken } from '../../lib/session';

/**
 * The frame of the payment screens (/products, /subscribe): public routes without the top bar (spec 2),
 * the brand on top and one card in the middle; a way back to the kitchen for a signed-in cook.
 */
export function PlanLayout({ title, children }: { title: string; children: ReactNode }) {
  const signedIn = getToken() !== null;
  return (
    <Box
      sx={{ minHeight: '100dvh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 2, sm: 3 },
          py: 1.5,
          bgcolor: 'primary.main',
        }}
      >
        <Link
          component={RouterLink}
          to={signedIn ? '/home' : '/'}
          color="#ffffff"
          underline="none"
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <Logo size={32} inverted />
          <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
            Brigade
          </Typography>
        </Link>
      </Box>
      <Box
        component="main"
        id="main"
        sx={{ flexGrow: 1, display: 'grid', placeItems: 'start center', p: { xs: 2, sm: 4 } }}
      >
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 2.5, sm: 4 }, mt: { sm: 4 } }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
            {title}
          </Typography>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
