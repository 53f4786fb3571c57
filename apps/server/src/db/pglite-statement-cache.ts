import {
  type ExecProtocolResult,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

/**
 * Named prepared statements for PGlite, as a PostgreSQL driver keeps them for a connection.
 *
 * PGlite's `query()` sends Parse, Describe, Bind, Describe, Execute and Sync as six separate calls
 * into the WebAssembly backend, parsing and planning the SQL text every time: ~350 µs for a primary-key
 * lookup on this machine. Drizzle sends the same few SQL texts over and over, so each text is parsed
 * and described once under a name, and later runs send Bind + Execute + Sync in one call: ~80 µs, and
 * far less garbage. Results are built by PGlite's own `parseResults`, so they are what `query()`
 * gives. Only data statements are kept (see CACHEABLE); the rest still go through `query()`.
 *
 * Prepared statements belong to the backend session, not to a transaction: one prepared inside a
 * transaction that rolls back stays valid. PostgreSQL re-plans a statement when a table it reads
 * changes; if the change alters its result columns it refuses to run it, and the entry is dropped.
 */

type BackendMessage = ExecProtocolResult['messages'][number];

type Prepared = {
  name: string;
  /** Parameter type OIDs, as PostgreSQL inferred them: the values are serialised for these. */
  paramTypes: number[];
  /** The statement's result columns (none for a write without RETURNING). */
  rowDescription: BackendMessage | undefined;
};

/** Data statements only: DDL, VACUUM, SET and transaction control keep PGlite's own path. */
const CACHEABLE = /^\s*(select|insert|update|delete|with|values)\b/i;
/** SQLSTATE 0A000 with this text: a table changed under a prepared statement's result columns. */
const RESULT_TYPE_CHANGED = 'cached plan must not change result type';

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The error shape PGlite's `query()` throws (PGliteError): the database error plus what was run. */
function withQuery(err: unknown, query: string, params: unknown[], options?: QueryOptions): unknown {
  if (err && typeof err === 'object' && 'code' in err) {
    Object.assign(err, { query, params, queryOptions: options });
  }
  return err;
}

export type StatementCache = {
  /** Whether `query` is a statement this cache runs (else run it with `client.query`). */
  accepts(query: string): boolean;
  /**
   * Runs `query` as a named prepared statement. The caller holds PGlite's query lock (and its
   * transaction lock outside a transaction): see `pgliteClientForDrizzle`.
   */
  run<T>(
    query: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>>;
  /** How many statements are prepared now (for tests). */
  readonly size: number;
};

const caches = new WeakMap<PGlite, StatementCache>();

/**
 * The statement cache of a PGlite instance: one per instance (statement names live in its backend),
 * shared by every adapter made for it.
 */
export function pgliteStatementCache(client: PGlite): StatementCache {
  let cache = caches.get(client);
  if (!cache) {
    cache = createStatementCache(client);
    caches.set(client, cache);
  }
  return cache;
}

/**
 * A cache of at most `max` statements, least recently used dropped first (closed on the next round
 * trip, so dynamic SQL such as `in (…)` lists of every length cannot pile up in the backend).
 */
export function createStatementCache(client: PGlite, { max = 200 } = {}): StatementCache {
  // A Map iterates in insertion order; re-inserting on use makes the first key the least recent.
  const statements = new Map<string, Prepared>();
  let toClose: string[] = [];
  let sequence = 0;

  async function prepare(query: string): Promise<Prepared> {
    const name = `brigade_s${++sequence}`;
    const closing = toClose.map((old) => serialize.close({ type: 'S', name: old }));
    toClose = [];
    const { messages } = await client.execProtocol(
      concat([
        ...closing,
        serialize.parse({ name, text: query }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((m) => m.name === 'rowDescription'),
    };
    statements.set(query, prepared);
    if (statements.size > max) {
      const [oldest] = statements.keys();
      toClose.push(statements.get(oldest)!.name);
      statements.delete(oldest);
    }
    return prepared;
  }

  function serializeParams(params: unknown[], paramTypes: number[], options?: QueryOptions) {
    return params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = paramTypes[i];
      const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
      return serializer ? serializer(param) : String(param);
    });
  }

  async function execute<T>(
    query: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    let prepared = statements.get(query);
    if (prepared) {
      statements.delete(query);
      statements.set(query, prepared);
    } else {
      prepared = await prepare(query);
    }
    const { messages } = await client.execProtocol(
      concat([
        serialize.bind({
          statement: prepared.name,
          values: serializeParams(params, prepared.paramTypes, options),
        }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      // Outside a transaction a write is durable when the call returns, as with `query()`.
      { syncToFs: !inTransaction },
    );
    const described = prepared.rowDescription ? [prepared.rowDescription, ...messages] : messages;
    return parse.parseResults(described, client.parsers, options)[0] as Results<T>;
  }

  return {
    accepts: (query) => CACHEABLE.test(query),
    get size() {
      return statements.size;
    },
    async run<T>(
      query: string,
      params: unknown[] = [],
      options: QueryOptions | undefined,
      inTransaction: boolean,
    ): Promise<Results<T>> {
      try {
        return await execute<T>(query, params, options, inTransaction);
      } catch (err) {
        if (!(err instanceof Error && err.message.includes(RESULT_TYPE_CHANGED))) {
          throw withQuery(err, query, params, options);
        }
        const stale = statements.get(query);
        if (stale) {
          toClose.push(stale.name);
          statements.delete(query);
        }
        // Inside a transaction the error has aborted it: the caller must see it. Outside, prepare anew.
        if (inTransaction) throw withQuery(err, query, params, options);
        return await execute<T>(query, params, options, inTransaction).catch((again) => {
          throw withQuery(again, query, params, options);
        });
      }
    },
  };
}
