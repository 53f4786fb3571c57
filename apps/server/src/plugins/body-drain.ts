import type { IncomingMessage } from 'node:http';

/** The most of a refused body read (and thrown away) before answering, and the longest wait for it. */
export const DRAIN_LIMIT_BYTES = 256 * 1024 * 1024;
export const DRAIN_TIMEOUT_MS = 30_000;

/**
 * Reads the rest of a request body that is refused (too large), throwing it away, until the client has
 * sent it all. Answering while the client still writes made Node close the socket under its writes: the
 * client saw a connection reset (EPIPE) instead of the 413. Bounded: past DRAIN_LIMIT_BYTES or
 * DRAIN_TIMEOUT_MS the answer goes anyway and the connection closes.
 */
export function drainBody(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', done);
      raw.off('close', done);
      raw.off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_LIMIT_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_TIMEOUT_MS);
    raw.on('data', onData);
    raw.once('end', done);
    raw.once('close', done);
    raw.once('error', done);
    raw.resume();
  });
}
