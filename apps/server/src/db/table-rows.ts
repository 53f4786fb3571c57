import { type Column, getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';
import { rowKeeper } from './kept-rows.ts';

/**
 * Whole rows of a table, each mapped once while it stays the same.
 *
 * `columns` selects every column of the table (as `alias`), for a statement run with renderedSql;
 * `read` maps the driver's rows to the rows Drizzle's `select()` answers, each column through its own
 * mapper (timestamps to Date, numerics to numbers). A row whose values are all equal to the ones its
 * key (the primary key) last came with answers the very same frozen object as then: no mapping, and a
 * reply memo (lib/reply-memo.ts) sees rows it has already computed from at a glance.
 *
 * The rows come as the driver hands them over, not through JSON (db/json-rows.ts): a table with long
 * free text (an event's BEO notes) costs the database far more to escape into JSON than to send.
 * JSON columns are selected as their text, so that they compare as text too, and parsed when mapped.
 * The rows and the list are frozen (db/kept-rows.ts): change a copy, never a row.
 */
export function tableRows<T extends Table>(
  table: T,
  alias: string,
): { columns: SQL; read: (result: unknown) => T['$inferSelect'][] } {
  const all = Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: column.name,
    column,
  }));
  const primary = all.find((c) => c.column.primary);
  if (!primary) throw new Error(`tableRows: ${alias} has no primary key`);
  const isJson = (column: Column) => column.dataType === 'json';
  const columns = sql.raw(
    all
      .map(({ name, column }) =>
        isJson(column) ? `${alias}."${name}"::text AS "${name}"` : `${alias}."${name}"`,
      )
      .join(', '),
  );
  const read = rowKeeper<Record<string, unknown>, T['$inferSelect']>({
    key: primary.name,
    columns: all.map(({ name }) => name),
    map: (raw) => {
      const row: Record<string, unknown> = {};
      for (const { key, name, column } of all) {
        const value = raw[name];
        row[key] =
          value === null
            ? null
            : isJson(column)
              ? JSON.parse(value as string)
              : column.mapFromDriverValue(value);
      }
      return row as T['$inferSelect'];
    },
  });
  return { columns, read: (result) => read((result as { rows: Record<string, unknown>[] }).rows) };
}
