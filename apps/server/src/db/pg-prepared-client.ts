import type pg from 'pg';
import { driverSpeedUps } from './driver-speed-ups.ts';

/**
 * A node-postgres Client that sends data statements as named prepared statements.
 *
 * Drizzle sends its queries unnamed, so PostgreSQL parses, analyses and plans the same SQL text on
 * every request: on GET /api/ingredients that was Parse 0.72 ms + Bind 0.65 ms + Execute 0.30 ms
 * (PostgreSQL's own log), most of it spent before a row was read. A named statement is parsed once per
 * connection; later runs send Bind + Execute only, and after five runs PostgreSQL may keep a generic
 * plan (plan_cache_mode auto keeps custom plans where they are much cheaper).
 *
 * Statements are named per connection, in the order first seen, and at most `max` are kept per
 * connection: the least recently used is deallocated when a new one arrives, so SQL that varies
 * (`in (…)` lists of every length) cannot pile up in the server. Only single data statements are
 * named (see NAMEABLE); DDL, SET, transaction control and multi-statement scripts stay unnamed.
 */

/** One data statement: select, insert, update, delete, with or values, and no second statement. */
const NAMEABLE = /^\s*(select|insert|update|delete|with|values)\b[^;]*;?\s*$/i;
/** A table changed under a prepared statement's result columns (after a migration). */
const RESULT_TYPE_CHANGED = 'cached plan must not change result type';

type QueryConfig = pg.QueryConfig & { name?: string; submit?: unknown };
type Connection = { parsedStatements: Record<string, string> };

export const DEFAULT_MAX_STATEMENTS = 200;

export function preparedStatementClient(
  Client: typeof pg.Client,
  { max = DEFAULT_MAX_STATEMENTS } = {},
): typeof pg.Client {
  class PreparedStatementClient extends Client {
    /** SQL text → statement name; a Map iterates in insertion order, so the first key is the least recent. */
    readonly statements = new Map<string, string>();
    private sequence = 0;

    // node-postgres' overloads (callbacks, streams, submittables) all land here.
    override query(config: unknown, values?: unknown, callback?: unknown): never {
      let sent = config;
      if (typeof config === 'object' && config !== null && !('submit' in config)) {
        const query = config as QueryConfig;
        if (driverSpeedUps.on && query.name === undefined && typeof query.text === 'string') {
          const name = this.nameFor(query.text);
          if (name !== undefined) sent = { ...query, name };
        }
      }
      const send = super.query as (config: unknown, values?: unknown, callback?: unknown) => unknown;
      const named = sent as QueryConfig;
      if (named.name === undefined) return send.call(this, sent, values, callback) as never;
      // A failure is seen on the way back. In callback form (callbackFormClient sends every query so,
      // wrapping this client) that costs one closure; in promise form, a branch of its own on the
      // promise the client below answered, which the caller awaits as it came.
      if (typeof callback === 'function')
        return send.call(this, sent, values, (err: unknown, result: unknown) => {
          if (err) this.failed(err, named);
          (callback as (err: unknown, result: unknown) => void)(err, result);
        }) as never;
      if (typeof values === 'function')
        return send.call(this, sent, (err: unknown, result: unknown) => {
          if (err) this.failed(err, named);
          (values as (err: unknown, result: unknown) => void)(err, result);
        }) as never;
      const result = send.call(this, sent, values, callback);
      if (result instanceof Promise) result.catch((err: unknown) => this.failed(err, named));
      return result as never;
    }

    /**
     * The statement's name on this connection, given on first sight; undefined for what is not a
     * single data statement. A text already named is not checked again: most reads send only those.
     */
    private nameFor(text: string): string | undefined {
      const known = this.statements.get(text);
      if (known !== undefined) {
        this.statements.delete(text);
        this.statements.set(text, known);
        return known;
      }
      if (!NAMEABLE.test(text)) return undefined;
      const name = `brigade_${++this.sequence}`;
      this.statements.set(text, name);
      if (this.statements.size > max) {
        const [oldText, oldName] = this.statements.entries().next().value as [string, string];
        this.statements.delete(oldText);
        this.deallocate(oldName);
      }
      return name;
    }

    /**
     * Queued behind the queries already sent, so one of them that still uses the statement runs
     * first; node-postgres forgets the name once the server has (names are never reused).
     */
    private deallocate(name: string): void {
      (super.query as (text: string) => Promise<unknown>)(`DEALLOCATE "${name}"`)
        .then(() => {
          delete (this as unknown as { connection: Connection }).connection.parsedStatements[name];
        })
        .catch(() => {});
    }

    /** A statement the server will not run any more (a table changed under it) is prepared anew next time. */
    private failed(err: unknown, query: QueryConfig): void {
      if (err instanceof Error && err.message.includes(RESULT_TYPE_CHANGED) && query.name) {
        this.statements.delete(query.text);
        this.deallocate(query.name);
      }
    }
  }
  return PreparedStatementClient;
}
