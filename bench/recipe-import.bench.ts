import { onEachDriver, timedPost } from './lib/bench-app.ts';
import { median } from './lib/median.ts';
import { envNumber, exitBench, printVerdict, sized } from './lib/smoke.ts';

const RECIPES = sized(200, 10);
const LINES = 10;
const INGREDIENTS = sized(100, 20);
const RUNS = envNumber('BENCH_RUNS', 3, 2);
const TARGET_MS = 5000;

const round = (ms: number) => Math.round(ms * 10) / 10;
const medianOf = (values: number[]) => round(median(values));

/** The kitchen's ingredients, as an ingredient spreadsheet brings them: $20 for 50 Pound each. */
const catalogue = Array.from({ length: INGREDIENTS }, (_, i) => ({
  vendor: 'Bench Vendor',
  name: `Bench ingredient ${i}`,
  category: 'Grains and Pasta',
  cost: '20',
  costAmount: '50',
  costUnits: 'Pound',
}));

/** The rows as the browser sends a recipe sheet: the recipe's fields on its first row only. */
function spreadsheet(run: number) {
  return Array.from({ length: RECIPES * LINES }, (_, i) => {
    const recipe = Math.floor(i / LINES);
    const line = i % LINES;
    return {
      recipe: `Bench recipe ${run}-${recipe}`,
      category: line === 0 ? 'Sauces and Stocks' : null,
      team: line === 0 ? 'Banquets' : null,
      yieldQuantity: line === 0 ? '4' : null,
      yieldUnits: line === 0 ? 'Pound' : null,
      quantity: '1 1/2',
      units: 'lb',
      item: `bench ingredient ${(recipe * 7 + line) % INGREDIENTS}`,
      prepNotes: null,
    };
  });
}

const results = await onEachDriver(
  async (_t, user, address) => {
    const post = (path: string, body: unknown) => timedPost(address, user, path, body);
    await post('/api/ingredients/import', { rows: catalogue });
    const previews: number[] = [];
    const imports: number[] = [];
    const undos: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const rows = spreadsheet(run);
      const preview = await post('/api/recipes/import/spreadsheet/preview', { rows });
      if (preview.json.errors.length > 0) throw new Error(JSON.stringify(preview.json.errors[0]));
      previews.push(preview.ms);
      const imported = await post('/api/recipes/import/spreadsheet', { rows });
      if (imported.json.recipeIds.length !== RECIPES) throw new Error('not every recipe was imported');
      imports.push(imported.ms);
      undos.push((await post('/api/recipes/import/spreadsheet/undo', imported.json)).ms);
    }
    return {
      runs: RUNS,
      rows: RECIPES * LINES,
      recipes: RECIPES,
      previewMedianMs: medianOf(previews),
      importMedianMs: medianOf(imports),
      importMaxMs: round(Math.max(...imports)),
      undoMedianMs: medianOf(undos),
    };
  },
  (driver, r) => {
    console.log(
      `${driver}: ${r.rows} rows, ${RECIPES} recipes  preview median ${r.previewMedianMs} ms  import median ${r.importMedianMs} ms  ` +
        `max ${r.importMaxMs} ms (yardstick < ${TARGET_MS} ms); undo median ${r.undoMedianMs} ms`,
    );
  },
);
const measured = Object.values(results).filter((r) => r !== null);
const pass = measured.every((r) => r.importMaxMs < TARGET_MS);
printVerdict(pass, { bench: 'recipe-import', targetMs: TARGET_MS, results });
// Every request answered 2xx (a failed one throws); a smoke run judges nothing else.
exitBench(pass, false);
