/**
 * Idempotency-Key: a client names one submission of a create (a UUID); sending it again — a retry, a
 * double click — answers the first reply and creates nothing, for 24 hours, per user and kitchen.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'The Idempotency-Key header must be 1 to 200 visible characters.',
  otherRequest: 'This Idempotency-Key was already used for another request.',
  stillRunning: 'A request with this Idempotency-Key is still running. Please try again in a moment.',
} as const;
