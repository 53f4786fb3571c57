/**
 * Counters in fixed windows, e.g. failed sign-ins per username. The in-memory store serves one process;
 * a Redis implementation of the same interface (INCR + PEXPIRE) shares counts between instances.
 */
export type CounterStore = {
  /** Counts one hit for `key`; a window of `windowMs` opens at the first hit. */
  increment(key: string, windowMs: number, nowMs: number): Promise<{ count: number; resetAtMs: number }>;
  get(key: string, nowMs: number): Promise<{ count: number; resetAtMs: number } | undefined>;
  delete(key: string): Promise<void>;
};

export function memoryCounterStore(maxKeys = 100_000): CounterStore & { size(): number } {
  const counters = new Map<string, { count: number; resetAtMs: number }>();
  const sweep = (nowMs: number) => {
    for (const [key, c] of counters) if (c.resetAtMs <= nowMs) counters.delete(key);
  };
  return {
    async increment(key, windowMs, nowMs) {
      let c = counters.get(key);
      if (!c || c.resetAtMs <= nowMs) {
        if (counters.size >= maxKeys) sweep(nowMs);
        c = { count: 0, resetAtMs: nowMs + windowMs };
        counters.set(key, c);
      }
      c.count += 1;
      return { ...c };
    },
    async get(key, nowMs) {
      const c = counters.get(key);
      if (!c || c.resetAtMs <= nowMs) return undefined;
      return { ...c };
    },
    async delete(key) {
      counters.delete(key);
    },
    size: () => counters.size,
  };
}
