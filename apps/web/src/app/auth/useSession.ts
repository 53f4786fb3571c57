import { useSyncExternalStore } from 'react';
import { getToken, getUsername, subscribeSession } from '../../lib/session';

/** The session token, re-rendering when a sign-in, sign-out or 401 changes it. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeSession, getToken, () => null);
}

export function useUsername(): string | null {
  return useSyncExternalStore(subscribeSession, getUsername, () => null);
}
