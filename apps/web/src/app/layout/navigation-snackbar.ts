/**
 * A success message for the signed-in screen a navigation lands on, carried in the history entry's
 * state: a public screen (accepting an invitation) has no snackbar of its own to show it with.
 * `navigate('/home', { state: snackbarState('You joined …') })`; PortalLayout shows it once.
 */
export type SnackbarState = { snackbar: string };

export function snackbarState(message: string): SnackbarState {
  return { snackbar: message };
}

export function snackbarOf(state: unknown): string | null {
  const message = (state as Partial<SnackbarState> | null)?.snackbar;
  return typeof message === 'string' && message ? message : null;
}
