import { DrizzleQueryError, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, fromPglite, getConstructionPlans, type JobWithMetadata, PgBoss } from 'pg-boss';
import type { JobsConfig } from '../config.ts';
import { type Database, type Executor, JOBS_SCHEMA } from '../db/client.ts';

/**
 * Durable background jobs in the application's own database, through pg-boss: e-mails and Stripe's
 * webhooks. A job is a row in PostgreSQL (PGlite on the embedded default, the same code), so an
 * SMTP outage or a restart delays it but never loses it; any instance may run it (SKIP LOCKED), a
 * failure is retried with exponential backoff, and a job that keeps failing stays in the table as
 * `failed` with its error, and is logged at error level with its id.
 *
 * pg-boss over graphile-worker: pg-boss takes any `executeSql` (it ships a PGlite adapter and a
 * Drizzle one, so a job can be queued inside the transaction that makes it necessary), while
 * graphile-worker needs a `pg` pool and LISTEN on a real connection, which PGlite in-process is not.
 */
export type JobHandler<T> = (data: T, job: { id: string; attempt: number }) => Promise<void>;

export type JobDefinition<T> = {
  /** A queue per kind of job, e.g. `mail`, `stripe-webhook`. */
  name: string;
  handler: JobHandler<T>;
  /** How long one attempt may run before it counts as failed (and another instance may retry it). */
  expireInSeconds?: number;
  /** Completed jobs are deleted after this long (their data may carry single-use links). */
  deleteAfterSeconds?: number;
};

export type SendOptions = {
  /** Queue it inside this transaction: the job exists only if the transaction commits. */
  tx?: Executor;
  /** Not before this time (the mail queue defers its job while the request delivers it itself). */
  startAfter?: Date;
};

export type FailedJob = { id: string; name: string; data: unknown; error: string; attempts: number };

export type JobQueue = {
  /** Registers a kind of job; call before start(). */
  define<T extends object>(definition: JobDefinition<T>): void;
  /** Creates pg-boss's tables if needed and starts the workers; idempotent. */
  start(): Promise<void>;
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string>;
  /** Marks a queued job done (it was run outside a worker). */
  complete(name: string, id: string): Promise<void>;
  /** Moves a queued job's start (e.g. to retry sooner after the request's own attempt failed). */
  startAt(name: string, id: string, at: Date): Promise<void>;
  /** A job's state: created, retry, active, completed, failed, … (undefined once deleted). */
  state(name: string, id: string): Promise<string | undefined>;
  /** The jobs of a queue whose data contains `data` (e.g. `{ eventId }`), with their states. */
  find(name: string, data: object): Promise<{ id: string; state: string }[]>;
  /** The jobs of a queue that gave up, newest first, with their last error. */
  failed(name: string, limit?: number): Promise<FailedJob[]>;
  /** Stops the workers: running jobs get `graceMs` to finish, then are handed back for a retry. */
  stop(): Promise<void>;
};

export function createJobQueue(
  database: Database,
  options: { config: JobsConfig; log: FastifyBaseLogger },
): JobQueue {
  const { config, log } = options;
  const schema = database.jobsSchema;
  const boss =
    database.driver === 'pglite' && database.pglite
      ? new PgBoss({
          db: fromPglite(database.pglite),
          backend: 'pglite',
          schema,
          useListenNotify: true,
          schedule: false,
        })
      : new PgBoss({
          connectionString: database.url,
          schema,
          max: 3,
          application_name: 'brigade-jobs',
          // NOTIFY wakes the workers of every instance as soon as a job is queued.
          useListenNotify: true,
          schedule: false,
        });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));

  const definitions = new Map<string, JobDefinition<object>>();
  let starting: Promise<void> | undefined;
  let stopped = false;

  const queueOptions = (d: JobDefinition<object>) => ({
    retryLimit: config.retryLimit,
    retryDelay: config.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: config.retryDelayMaxSeconds,
    expireInSeconds: d.expireInSeconds ?? 120,
    deleteAfterSeconds: d.deleteAfterSeconds ?? 7 * 24 * 3600,
    notify: true,
  });

  async function run(definition: JobDefinition<object>, job: JobWithMetadata<object>): Promise<void> {
    const attempt = job.retryCount + 1;
    try {
      await definition.handler(job.data, { id: job.id, attempt });
    } catch (caught) {
      // Drizzle's wrapper says only "Failed query: <statement> params: <values>": the job keeps the
      // database's own reason instead (e.g. "value too long for type character varying(40)").
      const err =
        caught instanceof DrizzleQueryError && caught.cause instanceof Error
          ? new Error(`${caught.cause.message} (in: ${caught.query.slice(0, 60)}…)`, { cause: caught.cause })
          : caught;
      const error = (err as Error)?.message ?? String(err);
      const fields = { queue: definition.name, jobId: job.id, attempt, error };
      if (job.retryCount >= job.retryLimit) {
        log.error(
          fields,
          `job ${definition.name} ${job.id} failed for good after ${attempt} attempts: ${error}`,
        );
      } else {
        log.warn(fields, `job ${definition.name} ${job.id} failed (attempt ${attempt}); it will be retried`);
      }
      throw err;
    }
  }

  async function doStart(): Promise<void> {
    await boss.start();
    for (const definition of definitions.values()) {
      const wanted = queueOptions(definition);
      if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, wanted);
      else await boss.createQueue(definition.name, wanted);
      await boss.work(
        definition.name,
        {
          includeMetadata: true,
          batchSize: 1,
          pollingIntervalSeconds: config.pollingIntervalSeconds,
          // NOTIFY wakes a worker for a job due now, never for one that falls due later (a retry, a
          // deferred e-mail): polling finds those, so it keeps its pace with NOTIFY on.
          notifyPollingIntervalSeconds: config.pollingIntervalSeconds,
        },
        async ([job]) => run(definition, job as JobWithMetadata<object>),
      );
    }
  }

  const started = () => {
    if (stopped) throw new Error('The job queue is stopped.');
    starting ??= doStart();
    return starting;
  };

  return {
    define(definition) {
      if (starting) throw new Error(`define(${definition.name}) after the job queue started`);
      definitions.set(definition.name, definition as JobDefinition<object>);
    },
    start: () => started(),
    async send(name, data, sendOptions = {}) {
      await started();
      const id = await boss.send(name, data, {
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        // Drizzle's execute() result is typed per driver; the adapter reads rows from any of them.
        ...(sendOptions.tx
          ? { db: fromDrizzle(sendOptions.tx as Parameters<typeof fromDrizzle>[0], sql) }
          : {}),
      });
      if (!id) throw new Error(`The job queue refused a job for ${name}.`);
      return id;
    },
    async complete(name, id) {
      await started();
      await boss.complete(name, id, undefined, { includeQueued: true });
    },
    async startAt(name, id, at) {
      await started();
      await boss.update(name, undefined, { id, startAfter: at });
    },
    async state(name, id) {
      await started();
      return (await boss.findJobs(name, { id }))[0]?.state;
    },
    async find(name, data) {
      await started();
      return (await boss.findJobs(name, { data })).map((job) => ({ id: job.id, state: job.state }));
    },
    async failed(name, limit = 20) {
      await started();
      const { rows } = await boss.getDb().executeSql(
        `SELECT id, name, data, output, retry_count AS "retryCount"
           FROM ${schema}.job WHERE name = $1 AND state = 'failed'
          ORDER BY completed_on DESC NULLS LAST LIMIT $2`,
        [name, limit],
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        data: row.data,
        error: String(row.output?.message ?? JSON.stringify(row.output)),
        attempts: Number(row.retryCount) + 1,
      }));
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (!starting) return;
      await starting.catch(() => {});
      // close: false on PGlite: the application owns that connection and closes it after us.
      await boss.stop({
        graceful: true,
        timeout: config.shutdownGraceMs,
        close: database.driver !== 'pglite',
      });
    },
  };
}

/** The SQL that creates pg-boss's tables on PGlite (the test template runs it once for every test app). */
export const jobsSchemaSql = (schema = JOBS_SCHEMA) => getConstructionPlans(schema, { backend: 'pglite' });
