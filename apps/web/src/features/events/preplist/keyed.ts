/**
 * Stable React keys for a read-only list whose natural key may repeat (the same recipe used twice by
 * one item): the natural key, with '#2', '#3'… on repeats.
 */
export function keyed<T>(
  items: readonly T[],
  keyOf: (item: T) => string | number,
): { key: string; item: T }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = String(keyOf(item));
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { key: n === 1 ? base : `${base}#${n}`, item };
  });
}
