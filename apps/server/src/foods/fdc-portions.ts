import { sql } from 'drizzle-orm';
import { ColumnBatch } from './column-batch.ts';
import type { FdcRun, IdSet } from './fdc-run.ts';
import { VALUE_BATCH } from './fdc-run.ts';
import { parseId, toPortion } from './fdc-values.ts';

type PortionRow = {
  fdc_id: number;
  seq: number;
  amount: number;
  measure: string;
  modifier: string | null;
  grams: number;
};

/** food_portion.csv → food_portions, for the foods imported in this run (`units`: measure_unit.csv). */
export async function importPortions(
  run: FdcRun,
  imported: IdSet,
  units: Map<number, string>,
): Promise<void> {
  const { db, report, problem } = run;
  // Keyed by food and seq: a batch must not hold one pair twice (an upsert cannot touch a row twice).
  let batch = new Map<string, PortionRow>();
  const flush = () => {
    const values = new ColumnBatch({
      fdc_id: 'int',
      seq: 'int',
      amount: 'float8',
      measure: 'text',
      modifier: 'text',
      grams: 'float8',
    });
    for (const row of batch.values()) values.push(row);
    report.portions += values.size;
    batch = new Map();
    const unnest = values.take();
    return run.send(() =>
      db.execute(sql`
        INSERT INTO food_portions AS p (fdc_id, seq, amount, measure_name, modifier, gram_weight)
        SELECT fdc_id, seq, amount, measure, modifier, grams FROM ${unnest}
        WHERE EXISTS (SELECT 1 FROM foods f WHERE f.fdc_id = v.fdc_id)
        ON CONFLICT (fdc_id, seq) DO UPDATE SET amount = excluded.amount, measure_name = excluded.measure_name,
          modifier = excluded.modifier, gram_weight = excluded.gram_weight
        WHERE (p.amount, p.measure_name, p.modifier, p.gram_weight)
          IS DISTINCT FROM (excluded.amount, excluded.measure_name, excluded.modifier, excluded.gram_weight)`),
    );
  };
  await run.eachRow('food_portion.csv', ['fdc_id', 'gram_weight'], async (row) => {
    const fdcId = parseId(row.get('fdc_id'));
    if (fdcId === undefined) {
      problem({
        file: 'food_portion.csv',
        line: row.line,
        message: `fdc_id "${row.get('fdc_id')}" is not a number`,
      });
      return;
    }
    if (!imported.has(fdcId)) return;
    // Without seq_num, the portion's own id orders it (after numbered ones).
    const seq = parseId(row.get('seq_num')) ?? (parseId(row.get('id')) ?? 0) + 1_000_000;
    const unitId = parseId(row.get('measure_unit_id'));
    const portion = toPortion({
      amount: row.get('amount'),
      unitName: unitId === undefined ? undefined : units.get(unitId),
      description: row.get('portion_description'),
      modifier: row.get('modifier'),
      gramWeight: row.get('gram_weight'),
    });
    if (typeof portion === 'string' || seq > 2_147_483_647) {
      problem({
        file: 'food_portion.csv',
        line: row.line,
        message: typeof portion === 'string' ? portion : 'bad id',
      });
      return;
    }
    batch.set(`${fdcId}:${seq}`, {
      fdc_id: fdcId,
      seq,
      amount: portion.amount,
      measure: portion.measureName,
      modifier: portion.modifier,
      grams: portion.gramWeight,
    });
    if (batch.size === VALUE_BATCH) await flush();
  });
  if (batch.size > 0) await flush();
  await run.drain();
}
