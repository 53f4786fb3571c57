import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { clearSession } from '../../lib/session';

/**
 * Sign out (spec 4): tell the server, then forget the token and username and every cached answer.
 * The session ends even when the server cannot be reached — the user asked to leave.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await call('logout');
  } catch {
    // Nothing to do: the local session is cleared either way.
  } finally {
    clearSession();
    queryClient.clear();
  }
}
