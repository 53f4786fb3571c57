/**
 * Lenient lookup of an enumeration value from what a person or a client reasonably typed:
 * case-insensitive, and spaces, underscores and hyphens are all the same separator
 * ('FLUID_OUNCE', 'fluid ounce', 'Fluid-Ounce' → one key).
 */
export function lookupKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

/** Builds a parser from (spelling → canonical value) pairs; unknown text answers undefined. */
export function makeLookup<V extends string>(
  pairs: Iterable<readonly [string, V]>,
): (text: unknown) => V | undefined {
  const table = new Map<string, V>();
  for (const [spelling, value] of pairs) table.set(lookupKey(spelling), value);
  return (text) => (typeof text === 'string' ? table.get(lookupKey(text)) : undefined);
}
