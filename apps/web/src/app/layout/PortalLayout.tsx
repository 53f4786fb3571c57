import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useSnackbar } from '../../components/snackbar';
import { BillingBanner } from '../../features/billing/BillingBanner';
import { useToken } from '../auth/useSession';
import { useUnauthorizedRedirect } from '../auth/useUnauthorizedRedirect';
import { Providers } from '../Providers';
import { queryClient } from '../query-client';
import { snackbarOf } from './navigation-snackbar';
import { TopBar } from './TopBar';

/** Shows the message a navigation brought (navigation-snackbar.ts), once: Back does not repeat it. */
function NavigationSnackbar() {
  const location = useLocation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const message = snackbarOf(location.state);
  // The history entry whose message was shown (StrictMode runs an effect twice).
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!message || shown.current === location.key) return;
    shown.current = location.key;
    snackbar.success(message);
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [message, snackbar, navigate, location.key, location.pathname, location.search, location.hash]);
  return null;
}

/**
 * The signed-in frame: providers, the top bar, and the page in the main landmark. The frame is keyed
 * by the session's token: switching kitchens (a new token) mounts it afresh, so no screen keeps what
 * it read or typed for the previous kitchen.
 */
export function PortalLayout() {
  useUnauthorizedRedirect(queryClient);
  const token = useToken();
  return (
    <Providers queryClient={queryClient}>
      <NavigationSnackbar />
      <Box
        key={token ?? ''}
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
