/**
 * Freezes `value` and everything it holds, each shared object once: data handed to many requests at
 * once (lib/reply-memo.ts, db/json-rows.ts) throws when changed instead of changing for all of them.
 * A Date's own setters still work (freezing does not reach its time): nothing calls them on read rows.
 */
export function deepFreeze<V>(value: V, seen = new Set<object>()): V {
  if (typeof value !== 'object' || value === null || value instanceof Date || seen.has(value)) return value;
  seen.add(value);
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key], seen);
  return value;
}
