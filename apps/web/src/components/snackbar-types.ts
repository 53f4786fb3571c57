/**
 * The kinds of snackbar message. Its own file: SnackbarView (loaded lazily by snackbar.tsx) imports it
 * without importing snackbar.tsx back.
 */
export type SnackSeverity = 'success' | 'error' | 'info' | 'warning';

/** A button beside a message (Undo): pressing it runs it and closes the message. */
export type SnackAction = { label: string; run: () => void };
