/** Time source; tests inject a fixed or moving clock to check expiry without waiting. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export function manualClock(start: Date | string = '2026-01-15T12:00:00Z') {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at: Date | string) => {
      current = new Date(at).getTime();
    },
    advance: (ms: number) => {
      current += ms;
    },
  };
}
