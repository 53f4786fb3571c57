import { readFileSync } from 'node:fs';
import { HttpConnections, type HttpRequest } from './http-connections.ts';
import { percentile } from './open-loop.ts';

/**
 * A closed loop of requests over keep-alive HTTP: `concurrency` in flight, the next one sent as soon
 * as an answer is read. With 1 in flight, p50 is the service time and req/s what one client gets.
 * Latency counts from writing the request to the last byte of the answer.
 */

export type LoopRequest = { method: HttpRequest['method']; path: () => string; body?: () => string };

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Busy CPU time of the whole machine so far, in ms (undefined where /proc/stat is not there). */
export function machineBusyMs(): number | undefined {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    // USER_HZ is 100 on Linux: one tick is 10 ms.
    return (user + nice + system + irq + softirq + steal) * 10;
  } catch {
    return undefined;
  }
}

export async function closedLoop(
  address: string,
  token: string,
  request: LoopRequest,
  options: { samples: number; concurrency?: number },
) {
  const { samples, concurrency = 1 } = options;
  const connections = new HttpConnections(address, concurrency);
  await connections.warm(concurrency);
  const latencies: number[] = [];
  let failed = 0;
  let started = 0;
  const worker = async () => {
    while (started < samples) {
      started += 1;
      const path = request.path();
      const body = request.body?.();
      const from = performance.now();
      const status = await connections.send({ method: request.method, path, token, body });
      latencies.push(performance.now() - from);
      if (status < 200 || status >= 300) failed += 1;
    }
  };
  const cpu = process.cpuUsage();
  const busy = machineBusyMs();
  const start = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  const busyAfter = machineBusyMs();
  const ownMs = (used.user + used.system) / 1000;
  connections.close();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    non2xx: failed,
    reqPerSecond: round(latencies.length / seconds, 1),
    /** This process's CPU per request: server and client, and with PGlite the database too. */
    cpuPerRequest: round(ownMs / latencies.length),
    /**
     * Cores the rest of the machine kept busy meanwhile (every other process: other work on a shared
     * machine, and on PostgreSQL its server processes too).
     */
    otherCores:
      busy === undefined || busyAfter === undefined
        ? null
        : round(Math.max(0, busyAfter - busy - ownMs) / 1000 / seconds),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies[latencies.length - 1]),
  };
}
