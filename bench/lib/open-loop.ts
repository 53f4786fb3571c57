import { HttpConnections } from './http-connections.ts';

/**
 * Open-loop HTTP load for the benchmarks: requests start evenly spaced at a constant rate, whatever
 * the answers (autocannon's rate limit sends each second's quota back to back, a burst that measures
 * its own queue rather than latency at that rate). Each latency counts from the request's scheduled
 * start, so a server that falls behind pays for its queue (no coordinated omission).
 */

export type Figures = {
  requests: number;
  errors: number;
  non2xx: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

export type Request = { method: 'GET' | 'POST'; path: () => string; body?: () => string };

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** `sequential`: one request at a time instead of the paced load — the service time of one request. */
export async function openLoop(
  url: string,
  token: string,
  request: Request,
  options: { rate: number; seconds: number; sequential?: { amount: number } },
): Promise<Figures> {
  const { rate, seconds, sequential } = options;
  const connections = new HttpConnections(url);
  await connections.warm(8);
  const latencies: number[] = [];
  let failed = 0;
  const timed = async (scheduled: number) => {
    // Late starts count from the schedule (the queue is the server's); a timer that fires a hair early
    // counts from the actual start.
    const from = Math.min(scheduled, performance.now());
    const status = await connections.send({
      method: request.method,
      path: request.path(),
      token,
      body: request.body?.(),
    });
    latencies.push(performance.now() - from);
    if (status < 200 || status >= 300) failed += 1;
  };
  if (sequential) {
    for (let i = 0; i < sequential.amount; i++) await timed(performance.now());
  } else {
    const interval = 1000 / rate;
    const count = Math.round(seconds * rate);
    const start = performance.now();
    const inFlight: Promise<void>[] = [];
    for (let i = 0; i < count; i++) {
      const scheduled = start + i * interval;
      const wait = scheduled - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      inFlight.push(timed(scheduled));
    }
    await Promise.all(inFlight);
  }
  connections.close();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors: 0,
    non2xx: failed,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies[latencies.length - 1] ?? Number.NaN),
  };
}
