/**
 * `npm start`: builds the web app when it is missing or older than its sources, then runs the server
 * (API + built SPA on one port) in this same process.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';

// Cache compiled (and type-stripped) modules on disk: later starts skip most of the compile work.
module.enableCompileCache?.();

const root = path.resolve(import.meta.dirname, '..');
const startedAt = performance.now();

/** Newest modification time under these paths (files or folders), ignoring node_modules and dist. */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) {
        if (entry !== 'node_modules' && entry !== 'dist' && !entry.startsWith('.'))
          visit(path.join(p, entry));
      }
    } else if (!/\.test\.tsx?$/.test(p)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const p of paths) visit(p);
  return newest;
}

/** The API base URL a build was made for (written by the web's Vite config; '' = its own origin). */
function builtApiBaseUrl(): string | undefined {
  try {
    const env = JSON.parse(readFileSync(path.join(root, 'apps/web/dist/.build-env.json'), 'utf8'));
    return typeof env.VITE_API_BASE_URL === 'string' ? env.VITE_API_BASE_URL : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the built SPA depends on: its sources, its config, packages/core (schemas, messages), and the
 * API base URL it was built for (VITE_API_BASE_URL: a start with another one builds again).
 */
export function webBuildIsStale(): boolean {
  const builtIndex = path.join(root, 'apps/web/dist/index.html');
  if (!existsSync(builtIndex)) return true;
  if (builtApiBaseUrl() !== (process.env.VITE_API_BASE_URL ?? '').trim()) return true;
  const sources = newestMtime(
    [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      'packages/core/src',
    ].map((p) => path.join(root, p)),
  );
  return sources > statSync(builtIndex).mtimeMs;
}

/**
 * Builds under a lock (apps/web/.build.lock): two `npm start`s at once (or a test run) must not write
 * into the same dist/ together. Whoever waited re-checks: the other build may have been enough.
 */
async function buildWebIfStale(): Promise<void> {
  if (!webBuildIsStale()) return;
  const { tryPidLock } = await import('../apps/server/src/lib/data-dir-lock.ts');
  const lockFile = path.join(root, 'apps/web/.build.lock');
  let lock = tryPidLock(lockFile);
  while ('holder' in lock) {
    console.log(`Waiting for another build of the web app${lock.holder ? ` (pid ${lock.holder})` : ''}…`);
    await new Promise((r) => setTimeout(r, 1000));
    lock = tryPidLock(lockFile);
  }
  try {
    if (!webBuildIsStale()) return;
    console.log('Building the web app (apps/web/dist is missing or older than its sources)…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@brigade/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error('\nThe web app did not build; fix the error above and run npm start again.');
      process.exit(build.status ?? 1);
    }
  } finally {
    lock.release();
  }
}

// WEB_DIST: the caller serves a build of its own (an engineer's or a test run's), so the shared
// apps/web/dist is neither checked nor rebuilt under them.
if (!process.env.WEB_DIST?.trim()) await buildWebIfStale();
const buildDone = performance.now();
const { main } = await import('../apps/server/src/server.ts');
const server = await main();
const readyMs = Math.round(performance.now() - buildDone);
console.log(
  `\n  Brigade is running at ${server.url}  (server ready in ${readyMs} ms; total ${Math.round(performance.now() - startedAt)} ms)\n`,
);
