/**
 * Where to go after signing in, when the user came from somewhere that needs a session (an
 * invitation). Kept in localStorage, not sessionStorage: the activation e-mail's link opens
 * in a new tab, and signing up first must still lead back. It lapses at `until` (the invitation's
 * expiry), so an abandoned detour does not redirect a sign-in weeks later.
 */
const KEY = 'returnTo';

type Stored = { path: string; until: number };

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Only a path of this app: never another site (`//evil.example`, `https:…`). */
function isAppPath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

export function rememberReturnTo(path: string, until: Date): void {
  if (!isAppPath(path)) return;
  try {
    storage()?.setItem(KEY, JSON.stringify({ path, until: until.getTime() } satisfies Stored));
  } catch {
    // A full or disabled storage: the user lands on /home and opens the link again.
  }
}

/** The path to return to, once (it is forgotten as it is read); null when none is waiting. */
export function takeReturnTo(now = Date.now()): string | null {
  const store = storage();
  const raw = store?.getItem(KEY);
  if (!raw) return null;
  store?.removeItem(KEY);
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    return isAppPath(stored.path) && typeof stored.until === 'number' && stored.until > now
      ? stored.path
      : null;
  } catch {
    return null;
  }
}

/** Where a successful sign-in goes: back where the user was sent from, else home. */
export function afterSignInPath(): string {
  return takeReturnTo() ?? '/home';
}
