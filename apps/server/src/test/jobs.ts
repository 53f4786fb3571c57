import type { JobsConfig } from '../config.ts';

/** Retries within seconds instead of minutes; the same code paths as production. */
export const FAST_JOBS: JobsConfig = {
  retryLimit: 20,
  retryDelaySeconds: 1,
  retryDelayMaxSeconds: 1,
  pollingIntervalSeconds: 0.5,
  shutdownGraceMs: 1000,
};

/** Polls `probe` every 100 ms until it gives something other than undefined or false. */
export async function until<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  ms = 15_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
