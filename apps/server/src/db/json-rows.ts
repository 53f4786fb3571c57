import { getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';
import { deepFreeze } from '../lib/deep-freeze.ts';
import { columnValue, firstValue } from './sql-arrays.ts';

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
 * A text is found among those kept by its length, then compared whole: every read brings a new
 * string, and hashing it (a Map keyed by the text) costs a pass over every character, where
 * comparing it with the one or two kept texts of its length stops at the first difference.
 *
 * The reader takes a driver's result and reads its first column, or `column` of a statement that
 * answers several arrays in one row (one column each).
 *
 * The rows are frozen: change a copy (`{ ...row }`), never a row.
 */
export function jsonRowsReader<V, T>(toRow: (values: V) => T): (result: unknown, column?: string) => T[] {
  /** Kept texts, least recently read first, and their rows. */
  const kept = new Map<string, T[]>();
  /** The kept texts of each length. */
  const byLength = new Map<number, string[]>();
  let keptChars = 0;
  const parse = (text: string) => deepFreeze((JSON.parse(text) as V[]).map(toRow));
  const forget = (text: string) => {
    kept.delete(text);
    keptChars -= text.length;
    const same = byLength.get(text.length) as string[];
    if (same.length === 1) byLength.delete(text.length);
    else same.splice(same.indexOf(text), 1);
  };
  return (result, column) => {
    const value = column === undefined ? firstValue(result) : columnValue(result, column);
    if (value === null || value === undefined) return [];
    if (typeof value !== 'string') return deepFreeze((value as V[]).map(toRow));
    const known = byLength.get(value.length)?.find((text) => text === value);
    if (known !== undefined) {
      // The kept string, not the new one, is the Map's key: its hash is already worked out.
      const rows = kept.get(known) as T[];
      kept.delete(known);
      kept.set(known, rows);
      return rows;
    }
    const parsed = parse(value);
    if (value.length > KEPT_CHARS / 4) return parsed;
    kept.set(value, parsed);
    keptChars += value.length;
    const same = byLength.get(value.length);
    if (same) same.push(value);
    else byLength.set(value.length, [value]);
    for (const [text] of kept) {
      if (keptChars <= KEPT_CHARS) break;
      forget(text);
    }
    return parsed;
  };
}

/**
 * Whole rows of a table through a JSON statement: `row` builds one row's JSON array from every column
 * of the table (as `alias`), to be aggregated (`SELECT json_agg(${row})::text FROM t alias …`), and
 * `read` maps the text back to the rows Drizzle's `select()` answers, each column through its own
 * mapper (timestamps to Date, numerics to numbers). JSON columns arrive already parsed and are kept
 * as they are. One list of columns, the table's, so a new column cannot be forgotten.
 */
export function jsonTableRows<T extends Table>(
  table: T,
  alias: string,
): { row: SQL; read: (result: unknown, column?: string) => T['$inferSelect'][] } {
  const columns = Object.entries(getTableColumns(table));
  const row = sql.raw(`json_build_array(${columns.map(([, c]) => `${alias}."${c.name}"`).join(', ')})`);
  const read = jsonRowsReader((values: unknown[]) => {
    const out: Record<string, unknown> = {};
    columns.forEach(([key, column], i) => {
      const value = values[i];
      out[key] = value === null || column.dataType === 'json' ? value : column.mapFromDriverValue(value);
    });
    return out as T['$inferSelect'];
  });
  return { row, read };
}
