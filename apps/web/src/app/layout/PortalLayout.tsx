import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { BillingBanner } from '../../features/billing/BillingBanner';
import { useUnauthorizedRedirect } from '../auth/useUnauthorizedRedirect';
import { Providers } from '../Providers';
import { queryClient } from '../query-client';
import { TopBar } from './TopBar';

/** The signed-in frame: providers, the top bar, and the page in the main landmark. */
export function PortalLayout() {
  useUnauthorizedRedirect(queryClient);
  return (
    <Providers queryClient={queryClient}>
      <Box
        sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
      >
        <TopBar />
        <BillingBanner />
        <Box component="main" id="main" sx={{ flexGrow: 1, p: { xs: 2, sm: 3 } }}>
          <Outlet />
        </Box>
      </Box>
    </Providers>
  );
}
