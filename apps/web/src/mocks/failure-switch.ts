/**
 * The mocked API's failure switch, to build error and loading states: chosen operations answer an
 * error status, slowly, or not at all. A list of `operationId:what` (the contract's operationIds,
 * `*` for every operation), comma-separated:
 *
 *   updateRecipe:409        the operation answers 409 (any 4xx or 5xx status) in the server's error shape
 *   listEvents:slow         it answers after 3 seconds (slow:8000 → after 8 seconds)
 *   getMenu:network         the request fails as when the server cannot be reached
 *
 * In the browser: `?mock=updateRecipe:409,listEvents:slow` in the address sets it for the tab (kept in
 * sessionStorage until `?mock=` clears it), or `localStorage['brigade.mock']` for every tab. Tests
 * call `setMockFailures(…)`, which wins over both.
 */

export const MOCK_FAILURES_KEY = 'brigade.mock';
export const SLOW_MS = 3000;

export type Failure = { status: number } | { slowMs: number } | { network: true };

let given: string | null = null;

/** Sets the switch for this page or test run (null: back to what the browser storage says). */
export function setMockFailures(spec: string | null): void {
  given = spec;
}

function stored(): string | null {
  try {
    return sessionStorage.getItem(MOCK_FAILURES_KEY) ?? localStorage.getItem(MOCK_FAILURES_KEY);
  } catch {
    return null;
  }
}

/** Reads one `what`: a status, `slow`, `slow:ms` or `network`; undefined when it is none of them. */
function parseFailure(what: string): Failure | undefined {
  if (what === 'network') return { network: true };
  const slow = /^slow(?::(\d+))?$/.exec(what);
  if (slow) return { slowMs: slow[1] ? Number(slow[1]) : SLOW_MS };
  const status = Number(what);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? { status } : undefined;
}

/** What the switch says of an operation: its own entry, else the `*` one, else nothing. */
export function failureFor(operationId: string): Failure | undefined {
  const spec = given ?? stored();
  if (!spec) return undefined;
  let any: Failure | undefined;
  for (const entry of spec.split(',')) {
    const at = entry.indexOf(':');
    if (at < 0) continue;
    const name = entry.slice(0, at).trim();
    const failure = parseFailure(entry.slice(at + 1).trim());
    if (!failure) continue;
    if (name === operationId) return failure;
    if (name === '*') any = failure;
  }
  return any;
}
