import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SnackbarProvider } from '../components/snackbar';
import { theme } from './theme';
import { ViewModeProvider } from './view-mode';

/**
 * What every signed-in screen relies on: the MUI theme, the server-state cache, snackbars and the
 * Tile/Table choice. Mounted by PortalLayout (and by tests around a component).
 */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider>
          <ViewModeProvider>{children}</ViewModeProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
