/**
 * Every bench that runs without a browser, a build or a food database, in its smoke run
 * (BENCH_SMOKE=1, lib/smoke.ts: a tiny kitchen, about a second of measuring, no target judged),
 * as many at a time as the machine has cores. Fails when one fails: it threw (a sanity check, a
 * request that did not answer 2xx), exited non-zero or ran out of time. `npm test` runs it.
 *
 * The others are left out, each for its reason (LEFT_OUT); a new bench must be put in one list or
 * the other.
 *
 * Usage: `npm run bench:smoke` (figures of each bench only when it fails), or with names:
 * `npm run bench:smoke -- events menus`.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const SMOKE_BENCHES = [
  'core',
  'jwt',
  'catalogue',
  'recipes',
  'ingredient-import',
  'recipe-import',
  'menus',
  'events',
  'production-plan',
];

/** The benches too slow for a smoke test, or needing what the unit tests' stage has not got. */
const LEFT_OUT: Record<string, string> = {
  calendar: 'Chromium, against a running server',
  'grid-scroll': 'Chromium and a build',
  'mock-mode': "Chromium and Vite's dev server",
  'web-bundle': 'Chromium and a build',
  'web-lighthouse': 'Lighthouse, Chromium and a build',
  account: "`npm start`'s ready time, with the web app built",
  floor: 'the USDA food database loaded (tens of seconds)',
  foods: 'the USDA food database loaded (tens of seconds)',
  fleet: 'PostgreSQL and six server processes',
};

/** A bench's smoke run should take seconds: past this it is stuck. */
const TIMEOUT_MS = 180_000;

type Outcome = { name: string; ok: boolean; seconds: number; output: string };

function run(name: string): Promise<Outcome> {
  const started = performance.now();
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_SMOKE: '1' };
  // On the embedded database, whatever the shell points the full benches at.
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(import.meta.dirname, `${name}.bench.ts`)], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => {
    output += `\n(stopped after ${TIMEOUT_MS / 1000} s)`;
    child.kill('SIGKILL');
  }, TIMEOUT_MS);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      resolve({ name, ok: code === 0, seconds, output });
    });
  });
}

const benches = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.slice(0, -'.bench.ts'.length));
const unlisted = benches.filter((name) => !SMOKE_BENCHES.includes(name) && !(name in LEFT_OUT));
if (unlisted.length > 0) {
  console.error(`bench/smoke.ts lists neither as smoke nor left out: ${unlisted.join(', ')}`);
  process.exit(2);
}
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !SMOKE_BENCHES.includes(name));
if (unknown.length > 0) {
  console.error(`not a smoke bench: ${unknown.join(', ')} (they are ${SMOKE_BENCHES.join(', ')})`);
  process.exit(2);
}
const queue = [...(asked.length > 0 ? asked : SMOKE_BENCHES)];
const started = performance.now();
const outcomes: Outcome[] = [];
const worker = async () => {
  for (let name = queue.shift(); name; name = queue.shift()) {
    const outcome = await run(name);
    outcomes.push(outcome);
    console.log(`${outcome.ok ? 'ok    ' : 'FAILED'} ${name} (${outcome.seconds} s)`);
    if (!outcome.ok) console.log(outcome.output.replace(/^/gm, '       | '));
  }
};
await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, worker));
const failed = outcomes.filter((o) => !o.ok);
const seconds = Math.round((performance.now() - started) / 100) / 10;
console.log(
  failed.length === 0
    ? `bench smoke: ${outcomes.length} benches ran in ${seconds} s`
    : `bench smoke: ${failed.length} of ${outcomes.length} failed (${failed.map((o) => o.name).join(', ')}), ${seconds} s`,
);
process.exit(failed.length === 0 ? 0 : 1);
