import { INGREDIENT_CATEGORY_LABELS } from '@brigade/core';
import { onEachDriver, timedPost } from './lib/bench-app.ts';
import { median } from './lib/median.ts';
import { envNumber, exitBench, printVerdict, sized } from './lib/smoke.ts';

const ROWS = sized(2000, 50);
const RUNS = envNumber('BENCH_RUNS', 5, 2);
const TARGET_MS = 5000;
const UNITS = ['Pound', 'Ounce', 'Kilogram', 'Gallon', 'Each'];

const round = (ms: number) => Math.round(ms * 10) / 10;

/** The spreadsheet's rows as cells, money and sizes as a spreadsheet writes them. */
function spreadsheet(run: number) {
  return Array.from({ length: ROWS }, (_, i) => ({
    vendor: `Bench Vendor ${i % 20}`,
    name: `Bench ingredient ${run}-${i}`,
    category: INGREDIENT_CATEGORY_LABELS[i % INGREDIENT_CATEGORY_LABELS.length],
    cost: `$${(1 + (i % 97) * 0.37).toFixed(2)}`,
    costAmount: String(1 + (i % 50)),
    costUnits: UNITS[i % UNITS.length],
  }));
}

const results = await onEachDriver(
  async (_t, user, address) => {
    const post = (path: string, body: unknown) => timedPost(address, user, path, body);
    const imports: number[] = [];
    const undos: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const imported = await post('/api/ingredients/import', { rows: spreadsheet(run) });
      if (imported.json.ingredientIds.length !== ROWS) throw new Error('not every row was imported');
      imports.push(imported.ms);
      undos.push((await post('/api/ingredients/import/undo', imported.json)).ms);
    }
    return {
      runs: RUNS,
      rows: ROWS,
      importMedianMs: round(median(imports)),
      importMaxMs: round(Math.max(...imports)),
      importFirstMs: round(imports[0]),
      undoMedianMs: round(median(undos)),
    };
  },
  (driver, r) => {
    console.log(
      `${driver}: ${ROWS} rows imported  median ${r.importMedianMs} ms  max ${r.importMaxMs} ms  first ${r.importFirstMs} ms  ` +
        `(target < ${TARGET_MS} ms); undo median ${r.undoMedianMs} ms`,
    );
  },
);
const measured = Object.values(results).filter((r) => r !== null);
const pass = measured.every((r) => r.importMaxMs < TARGET_MS);
printVerdict(pass, {
  bench: 'ingredient-import',
  targetMs: TARGET_MS,
  results,
});
// Every request answered 2xx (a failed one throws); a smoke run judges nothing else.
exitBench(pass, false);
