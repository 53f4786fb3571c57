/**
 * The kinds of snackbar message. Its own file: SnackbarView (loaded lazily by snackbar.tsx) imports it
 * without importing snackbar.tsx back.
 */
export type SnackSeverity = 'success' | 'error' | 'info' | 'warning';
