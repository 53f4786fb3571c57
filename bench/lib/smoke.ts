/**
 * A bench's smoke run (BENCH_SMOKE=1, as `npm run bench:smoke` runs every bench): tiny sizes and a
 * few samples, about a second of measuring, so CI sees that each bench still seeds, sanity-checks
 * and measures. Its targets are not judged (a loaded CI machine and a tiny kitchen say nothing about
 * them): it fails only when something fails — a sanity check, a request that did not answer 2xx.
 */
import { availableParallelism, loadavg } from 'node:os';

export const SMOKE = process.env.BENCH_SMOKE === '1';

/** The full run's size, or the smoke run's. */
export const sized = <T>(full: T, smoke: T): T => (SMOKE ? smoke : full);

/** A number from the environment, else the run's default (a smoke run's own unless given). */
export const envNumber = (name: string, full: number, smoke: number): number =>
  Number(process.env[name] ?? sized(full, smoke));

/**
 * Ends the bench: a full run exits 1 when a target is missed; a smoke run only when something
 * failed (`failed`: requests that did not answer 2xx, a read whose query count grows…).
 */
export function exitBench(pass: boolean, failed: boolean): never {
  if (SMOKE) console.log(failed ? 'Smoke run: something failed.' : 'Smoke run: nothing failed.');
  process.exit((SMOKE ? !failed : pass) ? 0 : 1);
}

/**
 * A bench's last lines: whether its targets were met, the load average (on a shared machine the
 * figures depend on what else runs: it is one of them), and its figures as one JSON line, `pass` and
 * the load average last.
 */
export function printVerdict(pass: boolean, figures: Record<string, unknown>) {
  console.log(pass ? 'All targets met.' : 'Some targets missed.');
  const [load1] = loadavg();
  console.log(`load average (1 min) at the end: ${load1.toFixed(2)} on ${availableParallelism()} cores`);
  console.log(JSON.stringify({ ...figures, pass, loadAverage: Math.round(load1 * 100) / 100 }));
}
