import { type SQL, sql } from 'drizzle-orm';

/**
 * Rows collected column by column and sent as one `unnest($1::int[], $2::text[], …)`: a single
 * statement with one parameter per column whatever the number of rows (no 65,535-parameter limit,
 * one parse and plan per batch). Used by the SR28 loader and the FDC importer.
 */
export type ColumnType = 'int' | 'float8' | 'real' | 'text';

function element(type: ColumnType, value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (type === 'text') {
    // Array-literal quoting; PostgreSQL text cannot hold NUL, so it is dropped.
    return `"${String(value).replaceAll('\0', '').replace(/["\\]/g, '\\$&')}"`;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`not a number: ${String(value)}`);
  return String(value);
}

export class ColumnBatch<C extends Record<string, ColumnType>> {
  readonly columns: C;
  private values: Record<keyof C, unknown[]>;
  size = 0;

  constructor(columns: C) {
    this.columns = columns;
    this.values = this.empty();
  }

  private empty(): Record<keyof C, unknown[]> {
    return Object.fromEntries(Object.keys(this.columns).map((name) => [name, []])) as unknown as Record<
      keyof C,
      unknown[]
    >;
  }

  push(row: { [K in keyof C]: unknown }): void {
    for (const name of Object.keys(this.columns) as (keyof C)[]) this.values[name].push(row[name]);
    this.size++;
  }

  /** `unnest(…) AS v(col, …)`, ready for `INSERT … SELECT … FROM ${batch.toSql()}`; then empties the batch. */
  take(alias = 'v'): SQL {
    const names = Object.keys(this.columns);
    const arrays = names.map((name) => {
      const type = this.columns[name];
      const literal = `{${this.values[name].map((value) => element(type, value)).join(',')}}`;
      return sql`${literal}::${sql.raw(type)}[]`;
    });
    this.values = this.empty();
    this.size = 0;
    return sql`unnest(${sql.join(arrays, sql`, `)}) AS ${sql.raw(alias)}(${sql.raw(names.join(', '))})`;
  }
}
