/** The server's answers about versions, shared with the mocked API. */
export const VERSION_MESSAGES = {
  notFound: 'That version was not found: it may be older than the versions this kitchen keeps.',
  numberInvalid: 'Please give a version number (a whole number from 1)',
  restoreTitle: 'Version restored',
} as const;
