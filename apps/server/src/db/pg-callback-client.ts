import type pg from 'pg';

type Callback = (err: Error | null, result?: unknown) => void;

/**
 * A node-postgres Client that sends every query in callback form, and answers the promise itself.
 *
 * The rule: a query's results must die young. In its promise form, node-postgres builds the query
 * without a callback and assigns one afterwards, from inside a Promise executor that holds the query.
 * Measured on a connection that runs several statements in a row (a read's snapshot transaction):
 * every statement's rows then outlived the young generation's collections and were moved to the old
 * one, to be freed only by a full collection. On GET /api/events, about 10 MB were promoted per
 * scavenge, and each scavenge took 8 to 40 ms instead of 1 to 3: the largest single cost Brigade
 * had over the bare route that sends the same statements. The same statements in callback form, where
 * node-postgres builds the query with its callback, promote nothing (0.0 MB against 30 MB in a
 * plain-pg loop without Brigade; bench/floor.bench.ts with BENCH_CPU_PROF shows the garbage collector's
 * share).
 *
 * Only the promise form changes: a call that brings its own callback (pg-pool's `pool.query`) or a
 * submittable (a cursor, a stream) goes to node-postgres as it came. A failure's stack is worked out
 * again in a promise reaction, as node-postgres does, so that it leads back to the code that sent the
 * statement rather than to the socket.
 */
export function callbackFormClient(Client: typeof pg.Client): typeof pg.Client {
  class CallbackFormClient extends Client {
    // node-postgres' overloads (callbacks, streams, submittables) all land here.
    override query(config: unknown, values?: unknown, callback?: unknown): never {
      const send = super.query as (config: unknown, values?: unknown, callback?: unknown) => unknown;
      const submittable = typeof config === 'object' && config !== null && 'submit' in config;
      if (submittable || typeof values === 'function' || typeof callback === 'function')
        return send.call(this, config, values, callback) as never;
      return new Promise((resolve, reject) => {
        const done: Callback = (err, result) => (err ? reject(err) : resolve(result));
        send.call(this, config, values, done);
      }).catch(withCallerStack) as never;
    }
  }
  return CallbackFormClient;
}

/** A failure rethrown with its stack worked out here, in a promise reaction: it leads to the caller. */
function withCallerStack(err: unknown): never {
  if (err instanceof Error) Error.captureStackTrace(err);
  throw err;
}
