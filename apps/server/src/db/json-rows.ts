import { deepFreeze } from '../lib/deep-freeze.ts';
import { firstValue } from './sql-arrays.ts';

/** What one statement's reader keeps: texts up to this many characters in all, the least recent dropped. */
const KEPT_CHARS = 1_000_000;

/**
 * Rows of a `SELECT json_agg(…)::text` statement, parsed and mapped once per distinct text.
 *
 * Trees are read far more often than they change, and the same text is the same rows. So each reader
 * keeps the rows of the texts it read last, frozen, and the same text answers the very same row
 * objects: neither the parse nor the mapping is done again, and a reply memo (lib/reply-memo.ts) sees
 * rows it has already computed from at a glance. The text travels as `text`, not `json`, so that the
 * driver hands it over unparsed. NULL (no row matched) is no rows. A text longer than a quarter of
 * what a reader keeps is parsed every time and not kept.
 *
 * The rows are frozen: change a copy (`{ ...row }`), never a row.
 */
export function jsonRowsReader<V, T>(toRow: (values: V) => T): (result: unknown) => T[] {
  const kept = new Map<string, T[]>();
  let keptChars = 0;
  const parse = (text: string) => deepFreeze((JSON.parse(text) as V[]).map(toRow));
  return (result) => {
    const value = firstValue(result);
    if (value === null || value === undefined) return [];
    if (typeof value !== 'string') return deepFreeze((value as V[]).map(toRow));
    const rows = kept.get(value);
    if (rows) {
      // Most recently read last: the first entry is the one to drop.
      kept.delete(value);
      kept.set(value, rows);
      return rows;
    }
    const parsed = parse(value);
    if (value.length > KEPT_CHARS / 4) return parsed;
    kept.set(value, parsed);
    keptChars += value.length;
    for (const [text] of kept) {
      if (keptChars <= KEPT_CHARS) break;
      kept.delete(text);
      keptChars -= text.length;
    }
    return parsed;
  };
}
