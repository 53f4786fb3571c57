import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from './test/outbox.ts';

/**
 * Several servers on one PostgreSQL and one Redis: two real server processes, started at
 * the same moment on an empty database, then used alternately like a load balancer would.
 */

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
const MIGRATIONS = JSON.parse(
  readFileSync(fileURLToPath(new URL('../drizzle/meta/_journal.json', import.meta.url)), 'utf8'),
).entries.length as number;
const BASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

type Instance = {
  name: string;
  child: ChildProcess;
  lines: Record<string, unknown>[];
  dataDir: string;
  exited: Promise<number | null>;
  url: string;
};

const run = randomBytes(4).toString('hex');
const database = `brigade_fleet_${run}`;
const databaseUrl = (() => {
  const url = new URL(BASE_URL);
  url.pathname = `/${database}`;
  return url.toString();
})();
const redisPrefix = `brigade-fleet-${run}:`;
const jwtSecret = randomBytes(32).toString('hex');

function start(name: string): Instance {
  const dataDir = mkdtempSync(path.join(tmpdir(), `brigade-fleet-${name}-`));
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v !== undefined && !['SMTP_URL', 'TEST_DB', 'VITEST', 'NODE_OPTIONS'].includes(k)) env[k] = v;
  }
  Object.assign(env, {
    // What every instance of a fleet shares (README "Running several servers").
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    // What each keeps to itself.
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://brigade.fleet.test',
    DEMO: 'true',
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const child = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: Record<string, unknown>[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      try {
        lines.push(JSON.parse(line));
      } catch {
        lines.push({ msg: line });
      }
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { name, child, lines, dataDir, exited, url: '' };
}

const said = (instance: Instance, pattern: RegExp) =>
  instance.lines.filter((l) => pattern.test(String(l.msg)));

async function ready(instance: Instance, timeoutMs = 50_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const line = said(instance, /^Brigade is ready on /)[0];
    if (line) {
      instance.url = /(http:\/\/\S+)/.exec(String(line.msg))?.[1] ?? '';
      return;
    }
    if (instance.child.exitCode !== null) {
      throw new Error(`${instance.name} exited:\n${instance.lines.map((l) => l.msg).join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${instance.name} not ready in time`);
}

async function call(
  instance: Instance,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${instance.url}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : {} };
}

async function sql<T extends Record<string, unknown>>(text: string, url = databaseUrl): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Signs up through one instance and activates through the link its outbox received. */
async function activatedUser(via: Instance, activateVia: Instance, login: string) {
  const body = {
    login,
    firstName: 'Fleet',
    lastName: 'Cook',
    email: `${login}@example.com`,
    password: 'a-long-enough-password',
    langKey: 'en',
  };
  expect((await call(via, 'POST', '/api/register', body)).status).toBe(201);
  const mail = readOutbox(path.join(via.dataDir, 'outbox')).find((m) => m.to === body.email);
  const key = new URL(mail?.links[0] ?? 'http://x/').searchParams.get('key');
  expect((await call(activateVia, 'GET', `/api/activate?key=${key}`)).status).toBe(200);
  return body;
}

describe('two server processes on one PostgreSQL and one Redis', () => {
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    await sql(`CREATE DATABASE ${database}`, BASE_URL);
    await sql('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    // The same moment, on an empty database.
    a = start('a');
    b = start('b');
    await Promise.all([ready(a), ready(b)]);
  }, 60_000);

  afterAll(async () => {
    for (const i of [a, b]) {
      if (i?.child.exitCode === null) i.child.kill('SIGKILL');
      if (i) rmSync(i.dataDir, { recursive: true, force: true });
    }
    await Promise.all([a?.exited, b?.exited]);
    await sql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`, BASE_URL);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('started together on an empty database: both ready, the migrations applied once, foods and demo loaded once', async () => {
    for (const i of [a, b]) {
      const res = await call(i, 'GET', '/api/ready');
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ status: 'READY', database: 'UP', migrations: 'DONE' });
    }
    // One instance migrated (every migration the build ships); the other waited and found it done.
    const migrated = [a, b].flatMap((i) => said(i, /^database migrated: /));
    expect(migrated).toHaveLength(1);
    expect(migrated[0].migrationsApplied).toBe(MIGRATIONS);
    expect([a, b].flatMap((i) => said(i, /^database schema up to date$/))).toHaveLength(1);
    const [{ n }] = await sql<{ n: string }>('SELECT count(*) AS n FROM drizzle.__drizzle_migrations');
    expect(Number(n)).toBe(MIGRATIONS);
    expect([a, b].flatMap((i) => said(i, /^USDA SR28: \d+ foods loaded/))).toHaveLength(1);
    // One demo user, one demo kitchen, each demo seeder run once.
    const demo = await sql<{ n: string }>("SELECT count(*) AS n FROM users WHERE login = 'demo'");
    expect(Number(demo[0].n)).toBe(1);
    const kitchens = await sql<{ n: string }>('SELECT count(*) AS n FROM kitchens');
    expect(Number(kitchens[0].n)).toBe(1);
    // Recipe names are not unique by constraint: a second seeding would have left each one twice.
    const recipes = await sql<{ n: string; names: string }>(
      'SELECT count(*) AS n, count(DISTINCT name) AS names FROM recipes',
    );
    expect(Number(recipes[0].n)).toBeGreaterThan(0);
    expect(recipes[0].names).toBe(recipes[0].n);
  });

  it('holds the sign-in throttle across both: the limit counts failed attempts on either', async () => {
    const user = await activatedUser(a, b, `throttled_${run}`);
    const wrong = { username: user.login, password: 'not-the-password' };
    // Failures alternate a, b, a, b, a: five in all, the limit (DEFAULT_ACCOUNT_LIMITS), none refused.
    // Counted per process, a would have seen 3 and b 2.
    for (const i of [a, b, a, b, a])
      expect((await call(i, 'POST', '/api/authenticate', wrong)).status).toBe(401);
    // The sixth, on b (which saw only two itself), and then the right password on a: refused.
    const sixth = await call(b, 'POST', '/api/authenticate', wrong);
    expect(sixth.status).toBe(429);
    expect(String(sixth.json.message)).toMatch(/^Too many failed sign-in attempts/);
    const right = { username: user.login, password: user.password };
    expect((await call(a, 'POST', '/api/authenticate', right)).status).toBe(429);
  });

  it('reads through one instance what the other saved, answers 409 to a stale update, and survives a killed instance', async () => {
    const cook = await activatedUser(b, a, `cook_${run}`);
    const signedIn = await call(b, 'POST', '/api/authenticate', {
      username: cook.login,
      password: cook.password,
    });
    expect(signedIn.status).toBe(200);
    const token = String(signedIn.json.id_token);

    const recipe = {
      name: 'Fleet stock',
      team: 'Banquets',
      category: 'Sauces and Stocks',
      yieldQuantity: 4,
      yieldUnits: 'Quart',
      prepNotes: 'Simmer.',
    };
    const created = await call(a, 'POST', '/api/recipes', recipe, token);
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    const read = await call(b, 'GET', `/api/recipes/${id}`, undefined, token);
    expect(read.status).toBe(200);
    expect(read.json.name).toBe('Fleet stock');
    // a saves a newer version; b sends the one it read: stale.
    expect(
      (await call(a, 'PUT', `/api/recipes/${id}`, { ...read.json, prepNotes: 'Ours' }, token)).status,
    ).toBe(200);
    const stale = await call(b, 'PUT', `/api/recipes/${id}`, { ...read.json, prepNotes: 'Theirs' }, token);
    expect(stale.status).toBe(409);
    expect((await call(b, 'GET', `/api/recipes/${id}`, undefined, token)).json.prepNotes).toBe('Ours');

    // Load on both; a is killed (SIGKILL, no goodbye) 600 ms in. Every write acknowledged with a 201,
    // by either instance, must be there afterwards, and b must keep answering.
    const acknowledged: number[] = [];
    const bStatuses: number[] = [];
    let killedAt = 0;
    const until = Date.now() + 2500;
    const writer = async (w: number) => {
      for (let n = 0; Date.now() < until; n++) {
        const target = (n + w) % 2 === 0 ? a : b;
        try {
          const res = await call(
            target,
            'POST',
            '/api/recipes',
            { ...recipe, name: `Load ${w}-${n}` },
            token,
          );
          if (res.status === 201) acknowledged.push(res.json.id as number);
          if (target === b) bStatuses.push(res.status);
        } catch {
          // a is gone: nothing was acknowledged, nothing to check.
        }
      }
    };
    const killer = new Promise<void>((resolve) =>
      setTimeout(() => {
        a.child.kill('SIGKILL');
        killedAt = acknowledged.length;
        resolve();
      }, 600),
    );
    await Promise.all([writer(0), writer(1), writer(2), writer(3), killer]);
    await a.exited;

    expect(killedAt).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(killedAt);
    expect(bStatuses.every((s) => s === 201)).toBe(true);
    const ids = acknowledged.join(',');
    const stored = await sql<{ n: string }>(`SELECT count(*) AS n FROM recipes WHERE id IN (${ids})`);
    expect(Number(stored[0].n)).toBe(acknowledged.length);
    // b still answers, reads included.
    const list = await call(b, 'GET', '/api/recipes?limit=1', undefined, token);
    expect(list.status).toBe(200);
    expect((await call(b, 'GET', '/api/ready')).status).toBe(200);
  });

  it('shuts down gracefully on SIGTERM: stops accepting, drains, stops its workers, exits 0', async () => {
    b.child.kill('SIGTERM');
    expect(await b.exited).toBe(0);
    expect(said(b, /^SIGTERM received: shutting down$/)).toHaveLength(1);
  });
});
