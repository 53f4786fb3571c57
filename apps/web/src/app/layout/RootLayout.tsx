import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import type { RouteHandle } from '../route-handle';

const APP_TITLE = 'Brigade — Events Simplified';

/** Sets the document title from the deepest route's `handle.title`. */
function useDocumentTitle(): void {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  useEffect(() => {
    document.title = title ? `${title} — Brigade` : APP_TITLE;
  }, [title]);
}

/**
 * The root of every route. It stays free of MUI and TanStack Query so that sign-in loads only what it
 * needs; the signed-in providers live in PortalLayout.
 */
export function RootLayout() {
  const navigation = useNavigation();
  useDocumentTitle();
  return (
    <>
      {navigation.state !== 'idle' && (
        <div className="nav-progress" role="progressbar" aria-label="Loading" />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
