import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppDeps, buildApp } from '../app.ts';
import { type Config, parseConfig } from '../config.ts';
import { type Database, type Db, openDatabase, PGLITE_EXTENSIONS, wrapPglite } from '../db/client.ts';
import { MIGRATIONS_FOLDER, migrate } from '../db/migrate.ts';
import { jobsSchemaSql } from '../jobs/job-queue.ts';
import type { Clock } from '../lib/clock.ts';
import { accountsRepository } from '../modules/accounts/accounts.repository.ts';
import { hashPassword, type ScryptParams } from '../modules/accounts/password.ts';
import type { Mailer } from '../plugins/mail.ts';

export type TestUserOptions = {
  login?: string;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  /** Default true. */
  activated?: boolean;
  /** Sign the token for 30 days instead of 24 h. */
  rememberMe?: boolean;
};

export type TestUser = {
  userId: number;
  kitchenId: number;
  login: string;
  email: string;
  password: string;
  token: string;
  headers: { authorization: string };
};

export type TestApp = {
  app: FastifyInstance;
  /** The same Drizzle instance the app uses (PGlite in memory, or a fresh PostgreSQL database). */
  db: Db;
  database: Database;
  config: Config;
  /** DATA_DIR of this app (a temporary folder): the outbox is `${dataDir}/outbox`. */
  dataDir: string;
  outboxDir: string;
  /** An activated user in a fresh kitchen, with a signed token. */
  createUser(options?: TestUserOptions): Promise<TestUser>;
  /** Closes the app and the database, drops the PostgreSQL copy, removes the temporary folder. */
  close(): Promise<void>;
};

export type TestAppOptions = {
  clock?: Clock;
  mailer?: Mailer;
  logStream?: Writable;
  /** Overrides of the test configuration (e.g. smtpUrl, publicUrl, webDist, signInLimits). */
  config?: Partial<Config>;
  /** Hash new passwords at the production cost (buildApp's default) instead of TEST_PASSWORD_COST. */
  productionPasswordCost?: boolean;
};

/** The default password of createUser (hashed once per worker). */
export const TEST_PASSWORD = 'correct-horse-battery';

/**
 * The scrypt cost of the test apps' password hashes: 1/32 of the production memory and work (~3 ms a
 * hash instead of ~100 ms), the same algorithm and format. A test app built with
 * `productionPasswordCost` checks the production setting.
 */
export const TEST_PASSWORD_COST: ScryptParams = { N: 1024, r: 8, p: 1 };

export const testDriver = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * Builds the app on a real, migrated database: in-memory PGlite by default (TEST_DB=pglite), or
 * PostgreSQL (TEST_DB=postgres, TEST_DATABASE_URL) in a fresh database dropped on close.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'brigade-test-'));
  const config: Config = {
    ...parseConfig({}),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    publicUrl: 'http://brigade.test',
    apiUrl: 'http://brigade.test',
    smtpUrl: undefined,
    jwtSecret: randomBytes(32).toString('hex'),
    logLevel: 'silent',
    prettyLogs: false,
    demo: false,
    checkReplies: true,
    webDist: path.join(dataDir, 'no-web-dist'),
    ...options.config,
  };
  // A test that reads the log wants every line, each request's own included (logged at debug).
  if (options.logStream && !options.config?.logLevel) config.logLevel = 'debug';

  const { database, dispose } =
    testDriver() === 'postgres' ? await openPostgresCopy() : await openPgliteCopy();
  const deps: AppDeps = {
    database,
    clock: options.clock,
    mailer: options.mailer,
    logStream: options.logStream,
    passwordCost: options.productionPasswordCost ? undefined : TEST_PASSWORD_COST,
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(config, deps);
    await app.ready();
  } catch (err) {
    await dispose();
    throw err;
  }

  let counter = 0;
  const createUser = async (opts: TestUserOptions = {}): Promise<TestUser> => {
    counter += 1;
    const suffix = `${counter}${randomBytes(3).toString('hex')}`;
    const login = opts.login ?? `cook${suffix}`;
    const email = opts.email ?? `${login}@example.com`;
    const password = opts.password ?? TEST_PASSWORD;
    const passwordHash = await passwordHashFor(password, app.passwordCost);
    const user = await database.db.transaction((tx) =>
      accountsRepository(tx).createWithKitchen(
        {
          login,
          email,
          firstName: opts.firstName ?? 'Test',
          lastName: opts.lastName ?? 'Cook',
          passwordHash,
          activated: opts.activated ?? true,
          langKey: 'en',
        },
        `Kitchen of ${login}`,
      ),
    );
    const token = await app.tokens.sign({ id: user.id, login, kitchenId: user.kitchenId }, opts.rememberMe);
    return {
      userId: user.id,
      kitchenId: user.kitchenId,
      login,
      email,
      password,
      token,
      headers: { authorization: `Bearer ${token}` },
    };
  };

  let closed = false;
  return {
    app,
    db: database.db,
    database,
    config,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    createUser,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `work` on a test app of its own and closes it afterwards, whatever happens. */
export async function withTestApp<T>(options: TestAppOptions, work: (t: TestApp) => Promise<T>): Promise<T> {
  const t = await createTestApp(options);
  try {
    return await work(t);
  } finally {
    await t.close();
  }
}

/** One hash per password and cost: hashing at the production cost takes ~100 ms. */
const hashes = new Map<string, Promise<string>>();
function passwordHashFor(password: string, cost: ScryptParams): Promise<string> {
  const key = `${cost.N}/${cost.r}/${cost.p}/${password}`;
  let hash = hashes.get(key);
  if (!hash) {
    hash = hashPassword(password, cost);
    hashes.set(key, hash);
  }
  return hash;
}

type Opened = { database: Database; dispose(): Promise<void> };

// ---------------------------------------------------------------------------------------------------
// PGlite: a fresh PGlite takes ~3 s to create and migrate. The migrated data directory is dumped once
// to a file in the OS temp folder, keyed by the migrations' content, and every test app loads a copy
// (~0.3 s). A new migration changes the key, so a stale template is never used.

let templatePromise: Promise<Blob> | undefined;

async function openPgliteCopy(): Promise<Opened> {
  templatePromise ??= loadOrCreateTemplate();
  const client = await PGlite.create('memory://', {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: await templatePromise,
  });
  const database = await wrapPglite(client);
  return { database, dispose: () => database.close() };
}

/** A key of the migrated schema: the driver (PGlite's version), the migrations and the job queue's tables. */
function migrationsKey(driver: string): string {
  const hash = createHash('sha256');
  hash.update(`${driver}\n`);
  hash.update(jobsSchemaSql());
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${path.relative(MIGRATIONS_FOLDER, full)}\n`).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 24);
}

/** PGlite's version (its package.json is not exported: walk up from its entry point). */
function pgliteVersion(): string {
  let dir = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      if (pkg.name === '@electric-sql/pglite') return pkg.version;
    } catch {
      // keep walking up
    }
    const parent = path.dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}

async function loadOrCreateTemplate(): Promise<Blob> {
  const file = path.join(
    tmpdir(),
    `brigade-pglite-template-${migrationsKey(`pglite ${pgliteVersion()}`)}.tar`,
  );
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not there yet: build it (several workers may race; each writes a complete file and renames it).
  }
  const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  try {
    await migrate((await wrapPglite(client)).db);
    // The job queue's tables too: pg-boss would create them at its first start in every test app.
    await client.exec(jobsSchemaSql());
    const dump = await client.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temporary, bytes);
    renameSync(temporary, file);
    removeOldTemplates(file);
    return new Blob([bytes]);
  } finally {
    await client.close();
  }
}

/** Templates of earlier migration sets (40 MB each), unused for 10 minutes, are deleted. */
function removeOldTemplates(current: string): void {
  const cutoff = Date.now() - 10 * 60 * 1000;
  for (const name of readdirSync(tmpdir())) {
    const file = path.join(tmpdir(), name);
    if (!name.startsWith('brigade-pglite-template-') || file === current) continue;
    try {
      if (statSync(file).atimeMs < cutoff && statSync(file).mtimeMs < cutoff) rmSync(file, { force: true });
    } catch {
      // gone already, or not ours to remove
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// PostgreSQL: migrating a fresh schema takes ~1 s (hundreds of statements, each a round trip). A migrated
// template database is built once per migration set (named by the migrations' content, so a new
// migration builds a new one) and every test app gets its own copy, `CREATE DATABASE … TEMPLATE …`
// (~0.1 s), dropped on close. The copy is migrated into "public" exactly as a deployment is.

let postgresTemplate: Promise<string> | undefined;

async function openPostgresCopy(): Promise<Opened> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
  postgresTemplate ??= ensurePostgresTemplate(url);
  const template = await postgresTemplate;
  // The creation time in the name lets a later run drop the copies a killed run left behind.
  const name = `${TEST_COPY_PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withClient(url, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl(url, name), maxConnections: 4 });
  const dispose = async () => {
    await database.close();
    await withClient(url, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  };
  return { database, dispose };
}

const TEST_COPY_PREFIX = 'brigade_test_';

function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * The template's name, building it first if no test run has (parallel workers wait on an advisory
 * lock; it is built under a temporary name and renamed, so a half-built template is never used).
 */
async function ensurePostgresTemplate(url: string): Promise<string> {
  const template = `brigade_template_${migrationsKey('postgres')}`;
  await withClient(url, async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (rowCount) return;
      await dropLeftoverCopies(client);
      const building = `${template}_building`;
      await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${building}"`);
      const buildingUrl = databaseUrl(url, building);
      await withClient(buildingUrl, (c) => c.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public'));
      const database = await openDatabase({ driver: 'postgres', url: buildingUrl, maxConnections: 1 });
      try {
        await migrate(database.db);
      } finally {
        await database.close();
      }
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
  return template;
}

/** Copies more than a day old were left by killed runs (a copy lives as long as its test file). */
async function dropLeftoverCopies(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE datname LIKE $1',
    [`${TEST_COPY_PREFIX}%`],
  );
  const cutoff = Date.now() - 24 * 3600 * 1000;
  for (const { datname } of rows) {
    const created = Number.parseInt(datname.slice(TEST_COPY_PREFIX.length).split('_')[0] ?? '', 36);
    if (created < cutoff)
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
