import { sql } from 'drizzle-orm';
import { ColumnBatch } from './column-batch.ts';
import type { FdcRun, IdSet } from './fdc-run.ts';
import { NDB_RANGE_END, VALUE_BATCH } from './fdc-run.ts';
import { normalizeUnit, parseId, parseNumber } from './fdc-values.ts';
import { rows } from './foods-db.ts';

/**
 * nutrient.csv → nutrients. An FDC nutrient with an SR28 number (nutrient_nbr 203 = Protein) is SR28's
 * nutrient, which keeps its name and unit and learns its FDC id; one without gets id 100000 + FDC id.
 * Returns FDC nutrient id → our nutrient id.
 */
export async function importNutrients(run: FdcRun): Promise<Map<number, number>> {
  const { db, report, problem } = run;
  const existing = await rows<{ id: number; fdcNutrientId: number | null }>(
    db,
    sql`SELECT id, fdc_nutrient_id AS "fdcNutrientId" FROM nutrients`,
  );
  const byFdcId = new Map<number, number>();
  const taken = new Map<number, number | null>(existing.map((n) => [n.id, n.fdcNutrientId]));
  for (const n of existing) if (n.fdcNutrientId !== null) byFdcId.set(n.fdcNutrientId, n.id);
  const batch = new ColumnBatch({ id: 'int', fdc_id: 'int', name: 'text', unit: 'text', rank: 'int' });
  await run.eachRow('nutrient.csv', ['id', 'name', 'unit_name'], (row) => {
    const fdcId = parseId(row.get('id'));
    if (fdcId === undefined || row.get('name') === '') {
      problem({ file: 'nutrient.csv', line: row.line, message: 'id is not a number or name is empty' });
      return;
    }
    if (byFdcId.has(fdcId)) return;
    // SR28's nutrient number when FDC gives one that is free or still unmatched, else 100000 + FDC id.
    const nbr = parseId(row.get('nutrient_nbr'));
    const id =
      nbr !== undefined && nbr < NDB_RANGE_END && taken.get(nbr) == null ? nbr : NDB_RANGE_END + fdcId;
    if (!taken.has(id)) report.nutrients++;
    taken.set(id, fdcId);
    byFdcId.set(fdcId, id);
    const rank = parseNumber(row.get('rank'));
    batch.push({
      id,
      fdc_id: fdcId,
      name: row.get('name'),
      unit: normalizeUnit(row.get('unit_name')),
      rank: rank === undefined ? 999_999 : Math.round(rank),
    });
  });
  if (batch.size > 0) {
    await db.execute(sql`
      INSERT INTO nutrients (id, fdc_nutrient_id, name, unit_name, rank)
      SELECT id, fdc_id, name, unit, rank FROM ${batch.take()}
      ON CONFLICT (id) DO UPDATE SET fdc_nutrient_id = excluded.fdc_nutrient_id`);
  }
  return byFdcId;
}

/** food_nutrient.csv → food_nutrients (amounts per 100 g), for the foods imported in this run. */
export async function importValues(
  run: FdcRun,
  imported: IdSet,
  nutrientIds: Map<number, number>,
): Promise<void> {
  const { db, report, problem } = run;
  // Keyed by food and nutrient: a batch must not hold one pair twice (an upsert cannot touch a row twice).
  let batch = new Map<number, [number, number, number]>();
  const flush = () => {
    const values = new ColumnBatch({ fdc_id: 'int', nutrient_id: 'int', amount: 'float8' });
    for (const [fdcId, nutrientId, amount] of batch.values()) {
      values.push({ fdc_id: fdcId, nutrient_id: nutrientId, amount });
    }
    report.nutrientValues += values.size;
    batch = new Map();
    const unnest = values.take();
    return run.send(() =>
      db.execute(sql`
        INSERT INTO food_nutrients AS x (fdc_id, nutrient_id, amount)
        SELECT fdc_id, nutrient_id, amount FROM ${unnest}
        WHERE EXISTS (SELECT 1 FROM foods f WHERE f.fdc_id = v.fdc_id)
        ON CONFLICT (fdc_id, nutrient_id) DO UPDATE SET amount = excluded.amount
        WHERE x.amount IS DISTINCT FROM excluded.amount`),
    );
  };
  await run.eachRow('food_nutrient.csv', ['fdc_id', 'nutrient_id', 'amount'], async (row) => {
    const fdcId = parseId(row.get('fdc_id'));
    if (fdcId === undefined) {
      problem({
        file: 'food_nutrient.csv',
        line: row.line,
        message: `fdc_id "${row.get('fdc_id')}" is not a number`,
      });
      return;
    }
    if (!imported.has(fdcId)) return;
    const fdcNutrientId = parseId(row.get('nutrient_id'));
    const nutrientId = fdcNutrientId === undefined ? undefined : nutrientIds.get(fdcNutrientId);
    const amount = parseNumber(row.get('amount'));
    if (nutrientId === undefined || amount === undefined) {
      problem({
        file: 'food_nutrient.csv',
        line: row.line,
        message:
          nutrientId === undefined
            ? `nutrient_id "${row.get('nutrient_id')}" is not in nutrient.csv`
            : `amount "${row.get('amount')}" is not a number`,
      });
      return;
    }
    batch.set(fdcId * 262_144 + nutrientId, [fdcId, nutrientId, amount]);
    if (batch.size === VALUE_BATCH) await flush();
  });
  if (batch.size > 0) await flush();
  await run.drain();
}
