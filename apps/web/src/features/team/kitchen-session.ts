import type { TKitchenSession } from '@brigade/core';
import type { QueryClient } from '@tanstack/react-query';
import { getUsername, setSession } from '../../lib/session';
import { setVendorInScope } from '../vendors/vendor-scope';

/**
 * Works in another kitchen from now on (a switch, an accepted invitation): its token replaces the
 * session's, and nothing read for the previous kitchen survives — the cached answers are dropped and
 * the portal's frame, keyed by the token, mounts afresh, so every list reads the new kitchen's rows.
 */
export function enterKitchen(session: TKitchenSession, queryClient: QueryClient): void {
  // The vendor in scope is the previous kitchen's.
  setVendorInScope(null);
  queryClient.clear();
  setSession(session.id_token, getUsername() ?? '');
}
