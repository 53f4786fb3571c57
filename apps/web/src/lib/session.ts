/**
 * The browser session (spec 6): the token and the username live in sessionStorage under the keys
 * `jwt` and `username`, so a session ends with its tab. Components subscribe to changes so a
 * sign-out or a 401 anywhere re-renders the guards at once.
 */
export const SESSION_KEYS = { token: 'jwt', username: 'username' } as const;

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage can be disabled (privacy settings); the app then behaves as signed out.
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  const token = storage()?.getItem(SESSION_KEYS.token);
  return token ? token : null;
}

export function getUsername(): string | null {
  return storage()?.getItem(SESSION_KEYS.username) || null;
}

export function setSession(token: string, username: string): void {
  endedBecause = null;
  const store = storage();
  store?.setItem(SESSION_KEYS.token, token);
  store?.setItem(SESSION_KEYS.username, username);
  notify();
}

/** Why the last session ended on its own (the server's 401 message), until the next sign-in. */
let endedBecause: string | null = null;

/**
 * Ends the session. `reason` (a removed member, an expired token) is kept for the sign-in page, which
 * every guard sends the user back to.
 */
export function clearSession(reason?: string): void {
  endedBecause = reason ?? null;
  const store = storage();
  store?.removeItem(SESSION_KEYS.token);
  store?.removeItem(SESSION_KEYS.username);
  notify();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Why the last session ended on its own, for the sign-in page; null after a sign-in or sign-out. */
export function sessionEndedReason(): string | null {
  return endedBecause;
}
