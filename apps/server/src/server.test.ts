import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));

type Proc = { child: ChildProcess; lines: string[]; exited: Promise<number | null> };

/** Runs the real server entry point as its own process, logging JSON lines. */
function startProcess(dataDir: string, extraEnv: Record<string, string> = {}): Proc {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v !== undefined && !['DATABASE_URL', 'JWT_SECRET', 'SMTP_URL', 'DEMO', 'TEST_DB'].includes(k))
      env[k] = v;
  }
  Object.assign(env, {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...extraEnv,
  });
  const child = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, lines, exited };
}

/** Resolves with the URL once the server logs that it is ready. */
async function readyUrl(proc: Proc, timeoutMs = 45_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const line of proc.lines) {
      const match = /Brigade is ready on (http:\/\/\S+)/.exec(line);
      if (match) return match[1];
    }
    if (proc.child.exitCode !== null) throw new Error(`server exited early:\n${proc.lines.join('\n')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server not ready in time:\n${proc.lines.join('\n')}`);
}

const messages = (proc: Proc) =>
  proc.lines.map((l) => {
    try {
      return String(JSON.parse(l).msg);
    } catch {
      return l;
    }
  });

describe('the server process on one DATA_DIR', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'brigade-lock-'));
  const started: Proc[] = [];
  afterAll(() => {
    for (const p of started) if (p.child.exitCode === null) p.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server, survives a killed one, creates the demo account, and shuts down cleanly', async () => {
    const first = startProcess(dataDir);
    started.push(first);
    const url = await readyUrl(first, 60_000);
    const lockFile = path.join(dataDir, 'server.lock');
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(first.child.pid));

    // The demo account: credentials kept owner-only in DATA_DIR and printed in the log.
    const credentials = readFileSync(path.join(dataDir, 'demo-credentials.txt'), 'utf8');
    expect(statSync(path.join(dataDir, 'demo-credentials.txt')).mode & 0o777).toBe(0o600);
    const password = /^password: (\S+)$/m.exec(credentials)![1];
    expect(messages(first)).toContain(
      `Demo account (local demo): sign in as demo@brigade.local (login demo), password ${password}`,
    );
    const signIn = await fetch(`${url}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo@brigade.local', password }),
    });
    expect(signIn.status).toBe(200);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    // A second server on the same DATA_DIR stops with a clear message and a non-zero code.
    const second = startProcess(dataDir);
    started.push(second);
    expect(await second.exited).toBe(1);
    expect(second.lines.join('\n')).toContain(
      `Another Brigade server (pid ${first.child.pid}) is already using DATA_DIR ${dataDir}.`,
    );
    // With DATABASE_URL too: DATA_DIR holds the generated secrets and the outbox whatever the database.
    const onPostgres = startProcess(dataDir, { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
    started.push(onPostgres);
    expect(await onPostgres.exited).toBe(1);
    expect(onPostgres.lines.join('\n')).toContain(
      `Another Brigade server (pid ${first.child.pid}) is already using DATA_DIR ${dataDir}.`,
    );
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    // A killed server leaves its lock behind; the next start takes it over.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(lockFile)).toBe(true);
    const third = startProcess(dataDir);
    started.push(third);
    const thirdUrl = await readyUrl(third, 60_000);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(third.child.pid));
    // Same demo password on every start, and the data written by the first server is still there.
    expect(messages(third)).toContain(
      `Demo account (local demo): sign in as demo@brigade.local (login demo), password ${password}`,
    );
    expect(messages(third)).not.toContain('demo account created');
    expect((await fetch(`${thirdUrl}/api/health`)).status).toBe(200);

    // SIGTERM while a sign-in (~100 ms of scrypt) is in flight: it still completes, then the server
    // closes the database, releases the lock and exits 0.
    const inFlight = fetch(`${thirdUrl}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password }),
    });
    const arrived = Date.now();
    while (
      !third.lines.some((l) => l.includes('"url":"/api/authenticate"')) &&
      Date.now() - arrived < 10_000
    ) {
      await new Promise((r) => setTimeout(r, 5));
    }
    third.child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { id_token: string }).id_token).toMatch(/^ey/);
    expect(await third.exited, third.lines.join('\n')).toBe(0);
    expect(messages(third)).toContain('SIGTERM received: shutting down');
    expect(existsSync(lockFile)).toBe(false);
  }, 180_000);

  it('exits 1 with the list of configuration problems', async () => {
    const proc = startProcess(dataDir, { PORT: 'abc', LOG_LEVEL: 'chatty' });
    started.push(proc);
    expect(await proc.exited).toBe(1);
    const output = proc.lines.join('\n');
    expect(output).toContain('Brigade cannot start.');
    expect(output).toContain('  - PORT must be a number between 0 and 65535');
    expect(output).toContain('  - LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent');
  }, 30_000);
});
