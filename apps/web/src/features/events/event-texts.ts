/** The events screen's texts from the spec (5, 8) and its snackbar time (spec 9). */
export const EVENT_TEXTS = {
  saved: 'The Event was successfully saved',
  saveFailed: 'Error: Event not saved.',
  pastBooking: 'A booking cannot be created in the past',
  pastBookingButton: 'Got it!',
  moveFailed: 'The event was not moved',
  undo: 'Undo',
  preplistGenerated: 'Prep List generated',
  preplistFailed: 'Error: Prep List not generated.',
} as const;

/** Spec 9: snackbars on the events screen hide after 3000 ms. */
export const EVENTS_SNACKBAR_MS = 3000;
