import { Outlet } from 'react-router';
import { Providers } from '../Providers';
import { queryClient } from '../query-client';

/** Public screens built with MUI and TanStack Query (e.g. /products) get the providers without the top bar. */
export function ProvidersLayout() {
  return (
    <Providers queryClient={queryClient}>
      <Outlet />
    </Providers>
  );
}
