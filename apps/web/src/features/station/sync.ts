import { isApiError } from '../../lib/api';
import { call } from '../../lib/api-client';
import { dequeueTap, enqueueTap, type QueuedTap, queuedTaps } from './station-storage';

/**
 * The station's queue of taps (station-storage.ts) and its sending. Taps are sent in the order they
 * were made, each with its own time; the server merges them (a check-off is recorded once per member,
 * state and time; a reading once per Idempotency-Key, the tap's id), so sending one twice — a reply
 * lost on the way back — records it once.
 */

const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const queueVersion = () => version;

/** Queues a tap (on the device at once) and tries to send it. */
export function queueTap(user: string, tap: QueuedTap, onOutcome: FlushHandlers): void {
  enqueueTap(user, tap);
  changed();
  void flushQueue(user, onOutcome);
}

export type FlushHandlers = {
  /** The server refused a tap for good (4xx): it leaves the queue, the cook is told why. */
  onRefused: (tap: QueuedTap, message: string) => void;
  /** At least one tap reached the server: the screen reads the merged state again. */
  onSent: () => void;
};

/** A refusal that sending again cannot change (not the network, not a busy or absent server, not the session). */
const isFinal = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);

let flushing: Promise<void> | null = null;

/**
 * Sends the queued taps, oldest first, until one cannot go (offline, server away): that one and the
 * rest wait for the next try. One flush at a time.
 */
export function flushQueue(user: string, handlers: FlushHandlers): Promise<void> {
  if (flushing) return flushing;
  // Cleared once settled, from outside: a flush with nothing to send settles before it is assigned.
  const current: Promise<void> = sendQueued(user, handlers).finally(() => {
    if (flushing === current) flushing = null;
  });
  flushing = current;
  return current;
}

async function sendQueued(user: string, handlers: FlushHandlers): Promise<void> {
  let sent = 0;
  try {
    for (const tap of queuedTaps(user)) {
      try {
        if (tap.kind === 'check-off') await call('setProductionCheckOff', { body: tap.body });
        else await call('addCoolingReading', { body: tap.body, idempotencyKey: tap.id });
        sent += 1;
      } catch (error) {
        if (!isFinal(error)) return;
        handlers.onRefused(tap, isApiError(error) ? error.message : String(error));
      }
      dequeueTap(user, tap.id);
      changed();
    }
  } finally {
    if (sent > 0) handlers.onSent();
  }
}
