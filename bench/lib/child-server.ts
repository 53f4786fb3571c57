import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { type Config, parseConfig } from '../../apps/server/src/config.ts';
import type { Database } from '../../apps/server/src/db/client.ts';

/**
 * Runs a bench script again in a child process (its `serve` mode: the server in a process of its
 * own, as in production) and answers the address it prints as `LISTENING <address>`, and a way to
 * stop it (SIGTERM, resolved once it exited).
 */
export async function startChildServer(script: string, env: Record<string, string>, nodeArgs: string[] = []) {
  const child = spawn(process.execPath, [...nodeArgs, script, 'serve'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const address = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /LISTENING (\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { address, stop };
}

/**
 * The configuration a bench's server runs with: production's defaults (parseConfig), on a free port
 * of 127.0.0.1, silent unless told, no demo kitchen, no web app unless `webDist` names a build.
 */
export function benchServerConfig(options: {
  dataDir: string;
  jwtSecret: string;
  databaseUrl?: string;
  webDist?: string;
  logLevel?: Config['logLevel'];
}): Config {
  return {
    ...parseConfig({}),
    port: 0,
    host: '127.0.0.1',
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    logLevel: options.logLevel ?? 'silent',
    prettyLogs: false,
    demo: false,
    webDist: options.webDist ?? path.join(options.dataDir, 'no-web-dist'),
    jwtSecret: options.jwtSecret,
  };
}

/**
 * A bench script's `serve` mode (the child of startChildServer): the app on `database` with a data
 * folder of its own, its address printed as `LISTENING <address>`; SIGTERM closes it all.
 */
export async function serveBenchApp(database: Database, options: { jwtSecret: string; webDist?: string }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'brigade-bench-data-'));
  const app = await buildApp(benchServerConfig({ dataDir, ...options }), { database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`LISTENING ${address}\n`);
  process.on('SIGTERM', async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}
