import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { useUnauthorizedRedirect } from '../../app/auth/useUnauthorizedRedirect';
import { Providers } from '../../app/Providers';
import { queryClient } from '../../app/query-client';

/**
 * The station's frame: the signed-in providers without the portal's top bar, whose menus and
 * kitchen reads a tablet at a station neither needs nor can load offline.
 */
export function StationLayout() {
  useUnauthorizedRedirect(queryClient);
  return (
    <Providers queryClient={queryClient}>
      <Box component="main" id="main" sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
        <Outlet />
      </Box>
    </Providers>
  );
}
