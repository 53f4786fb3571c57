import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callbackFormClient } from './pg-callback-client.ts';

// A driver test: it talks to the PostgreSQL server the PostgreSQL test run uses (CI has one).
const URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** node-postgres' Client, noting what reaches it: the last argument of each call. */
class RecordingClient extends pg.Client {
  readonly lastArguments: unknown[] = [];

  override query(...args: unknown[]): never {
    this.lastArguments.push(args.at(-1));
    return (super.query as (...a: unknown[]) => unknown)(...args) as never;
  }
}

const CallbackFormClient = callbackFormClient(RecordingClient as unknown as typeof pg.Client);
let client: pg.Client & Pick<RecordingClient, 'lastArguments'>;

beforeEach(async () => {
  client = new CallbackFormClient({ connectionString: URL }) as typeof client;
  await client.connect();
});
afterEach(async () => {
  await client.end();
});

describe('queries sent in callback form', () => {
  it('answers a promise-form query with its result, node-postgres having been given a callback', async () => {
    const config = { text: 'select $1::int * 2 as twice', values: [21] };
    const result = await client.query(config);
    expect(result.rows).toEqual([{ twice: 42 }]);
    expect(await client.query('select 1 as one')).toMatchObject({ rows: [{ one: 1 }] });
    expect(await client.query('select $1::text as word', ['kale'])).toMatchObject({
      rows: [{ word: 'kale' }],
    });
    // Every call reached node-postgres with a callback last: its promise form was never used.
    expect(client.lastArguments).toHaveLength(3);
    for (const last of client.lastArguments) expect(last).toBeTypeOf('function');
    // The caller's config is left as it was (node-postgres writes the callback into what it gets).
    expect(config).toEqual({ text: 'select $1::int * 2 as twice', values: [21] });
  });

  it('sends the same config object again and again', async () => {
    const config = Object.freeze({ text: 'select $1::int as n', values: [7] });
    for (let i = 0; i < 3; i++) expect((await client.query(config)).rows).toEqual([{ n: 7 }]);
  });

  it('rejects with the server error, its stack leading back to the caller', async () => {
    async function readMissingTable() {
      await client.query({ text: 'select * from no_such_table_here' });
    }
    const err = await readMissingTable().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toBe('relation "no_such_table_here" does not exist');
    expect((err as { code?: string }).code).toBe('42P01');
    expect((err as Error).stack).toContain('readMissingTable');
    // The connection goes on serving.
    expect((await client.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
  });

  it('leaves a call that brings its own callback as it came', async () => {
    const rows = await new Promise((resolve, reject) => {
      client.query('select 3 as three', (err: Error | null, result: pg.QueryResult) =>
        err ? reject(err) : resolve(result.rows),
      );
    });
    expect(rows).toEqual([{ three: 3 }]);
  });
});
