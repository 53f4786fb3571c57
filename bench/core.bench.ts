/**
 * Core kitchen-math benchmark. Run: `npx node bench/core.bench.ts` or `npm run bench:core`.
 *   1. cost + nutrition of a 6-level recipe tree with ~500 lines and 200 conversions: median < 2 ms
 *   2. 10,000 conversion queries on a built graph: < 20 ms in total
 *   3. prep list for 2,000 guests × 60 menu items × 4-level recipes: < 50 ms
 * Each measured input is freshly cloned (outside the timer) so per-ingredient conversion graphs are
 * rebuilt inside the timer, as on a server that loads rows for every request.
 * A full garbage collection runs before each timed sample (outside the timer) so the bench's own
 * clones are not collected inside another sample's timer; garbage made by core itself still counts.
 * Prints human-readable figures, then one JSON line last. BENCH_SMOKE=1: a few samples of each
 * (lib/smoke.ts).
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import {
  ConversionGraph,
  convertQuantity,
  planPreplist,
  recipeCost,
  recipeNutrition,
  type TIngredientData,
  type TMenuItemNode,
  type TPrepInputItem,
  type TRecipeNode,
  type TUnit,
} from '@brigade/core';
import { sized } from './lib/smoke.ts';

v8.setFlagsFromString('--expose-gc');
/** Samples and warm-up runs: a smoke run takes a few of each. */
const TREE_RUNS = sized([50, 200], [2, 5]);
const CONVERSION_RUNS = sized(20, 2);
const PREP_RUNS = sized([5, 30], [1, 3]);
const collectGarbage = vm.runInNewContext('gc') as () => void;

// A deterministic pseudo-random generator, so every run measures the same data.
let seed = 42;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

const NUTRIENTS = [
  'Energy',
  'Protein',
  'Total lipid (fat)',
  'Carbohydrate',
  'Sodium, Na',
  'Sugars',
  'Fiber',
  'Calcium, Ca',
];
const NUTRIENT_UNITS = ['kcal', 'g', 'g', 'g', 'mg', 'g', 'g', 'mg'];

/** 100 ingredients bought by weight, each with 2 conversions (200 in all): per piece and per cup. */
function makeIngredients(count: number): TIngredientData[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Ingredient ${i + 1}`,
    cost: 5 + random() * 50,
    costAmount: pick([1, 5, 10, 25, 50]),
    costUnits: pick(['Pound', 'Kilogram', 'Ounce'] as const),
    servingSize: pick([28, 30, 100]),
    servingUnits: 'Gram',
    conversions: [
      { quantityStart: 1, unitsStart: 'Each', quantityEnd: 20 + random() * 200, unitsEnd: 'Gram' },
      { quantityStart: 1, unitsStart: 'Cup', quantityEnd: 80 + random() * 200, unitsEnd: 'Gram' },
    ],
    ingredientNutrients: NUTRIENTS.map((nutrient, n) => ({
      nutrient,
      amount: random() * 50,
      units: NUTRIENT_UNITS[n],
    })),
  }));
}

const LINE_UNITS: TUnit[] = [
  'Cup',
  'Tablespoon',
  'Teaspoon',
  'Each',
  'Gram',
  'Ounce',
  'Pound',
  'Milliliter',
  'Quart',
];

/** A complete binary tree of `levels` levels, `linesEach` ingredient lines per recipe, yields in Quart. */
function makeTree(
  levels: number,
  linesEach: number,
  pantry: TIngredientData[],
  name = 'R',
  team = 'Banquets',
): TRecipeNode {
  const build = (level: number, path: string): TRecipeNode => ({
    id: null,
    name: `${name}${path}`,
    team,
    category: 'Sauces and Stocks',
    yieldQuantity: 1 + Math.floor(random() * 4),
    yieldUnits: 'Quart',
    prepNotes: 'Prep.',
    recipeIngredients: Array.from({ length: linesEach }, () => ({
      ingredient: pick(pantry),
      yieldQuantity: 0.25 + random() * 4,
      yieldUnits: pick(LINE_UNITS),
    })),
    recipeSubRecipes:
      level >= levels
        ? []
        : [0, 1].map((b) => ({
            recipe: build(level + 1, `${path}.${b}`),
            yieldQuantity: 1 + Math.floor(random() * 6),
            yieldUnits: pick(['Cup', 'Pint', 'Quart'] as const),
          })),
  });
  return build(1, '');
}

function countLines(node: TRecipeNode): number {
  return (
    node.recipeIngredients.length +
    node.recipeSubRecipes.length +
    node.recipeSubRecipes.reduce((n, l) => n + (l.recipe ? countLines(l.recipe) : 0), 0)
  );
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), min: sorted[0] };
}

const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;

// ---- 1. cost + nutrition of a 6-level tree -------------------------------------------------------
const pantry = makeIngredients(100);
const tree = makeTree(6, 7, pantry); // 63 recipes × 7 ingredient lines + 62 sub-recipe lines
const treeLines = countLines(tree);
const conversionCount = pantry.reduce((n, i) => n + (i.conversions?.length ?? 0), 0);
let lastTotal = 0;
for (let i = 0; i < TREE_RUNS[0]; i++) recipeCost(structuredClone(tree)); // warm-up
const treeSamples: number[] = [];
for (let i = 0; i < TREE_RUNS[1]; i++) {
  const fresh = structuredClone(tree);
  collectGarbage();
  const t0 = performance.now();
  const cost = recipeCost(fresh);
  const nutrition = recipeNutrition(fresh);
  treeSamples.push(performance.now() - t0);
  lastTotal = cost.total + nutrition.totals.length * 0;
  if (cost.errors.length > 0 || nutrition.errors.length > 0)
    throw new Error('the bench tree should cost cleanly');
}
const tree1 = stats(treeSamples);

// ---- 2. 10,000 conversion queries on a built graph -----------------------------------------------
const egg = [
  { quantityStart: 1, unitsStart: 'Each', quantityEnd: 50, unitsEnd: 'Gram' },
  { quantityStart: 1, unitsStart: 'Cup', quantityEnd: 243, unitsEnd: 'Gram' },
  { quantityStart: 16, unitsStart: 'Pinch', quantityEnd: 1, unitsEnd: 'Teaspoon' },
  { quantityStart: 1, unitsStart: 'Slice', quantityEnd: 1, unitsEnd: 'Ounce' },
];
const ALL_UNITS: TUnit[] = [
  ...LINE_UNITS,
  'Fluid Ounce',
  'Gallon',
  'Kilogram',
  'Liter',
  'Milligram',
  'Pint',
  'Pinch',
  'Slice',
];
const queries = Array.from(
  { length: 10_000 },
  () => [random() * 100, pick(ALL_UNITS), pick(ALL_UNITS)] as const,
);
ConversionGraph.of(egg); // built once, as the bench asks for queries "on a built graph"
for (const [q, a, b] of queries.slice(0, 2000)) convertQuantity(q, a, b, egg); // warm-up
const convRuns: number[] = [];
let checksum = 0;
for (let run = 0; run < CONVERSION_RUNS; run++) {
  collectGarbage();
  const t0 = performance.now();
  for (const [q, a, b] of queries) checksum += convertQuantity(q, a, b, egg).value;
  convRuns.push(performance.now() - t0);
}
const conv = stats(convRuns);
// The same queries on a graph built from scratch each run (routes searched on first use).
const coldRuns: number[] = [];
for (let run = 0; run < CONVERSION_RUNS; run++) {
  const fresh = structuredClone(egg);
  collectGarbage();
  const t0 = performance.now();
  for (const [q, a, b] of queries) checksum += convertQuantity(q, a, b, fresh).value;
  coldRuns.push(performance.now() - t0);
}
const cold = stats(coldRuns);

// ---- 3. prep list: 2,000 guests × 60 menu items × 4-level recipes --------------------------------
const TEAM_NAMES = ['Banquets', 'Front of House', 'Pastry'];
const recipes = Array.from({ length: 30 }, (_, i) => makeTree(4, 6, pantry, `P${i}-`, TEAM_NAMES[i % 3]));
const menuItems: TMenuItemNode[] = Array.from({ length: 60 }, (_, i) => ({
  id: i + 1,
  name: `Menu item ${i + 1}`,
  servings: pick([1, 2, 4, 8]),
  servingSize: '1 plate',
  platingNotes: 'Plate it.',
  menuItemRecipes: [0, 1].map((k) => ({
    recipe: recipes[(i * 2 + k) % recipes.length],
    yieldQuantity: 1 + Math.floor(random() * 3),
    yieldUnits: pick(['Cup', 'Pint'] as const),
  })),
}));
const SECTIONS = ['Starters', 'Mains', 'Desserts', 'Sides'];
const event: TPrepInputItem[] = menuItems.map((menuItem, i) => ({
  menuItem,
  prepQuantity: 2000,
  plating: 'Buffet',
  section: SECTIONS[i % SECTIONS.length],
}));
for (let i = 0; i < PREP_RUNS[0]; i++) planPreplist(structuredClone(event)); // warm-up
const prepSamples: number[] = [];
let prepLines = 0;
let totalsCount = 0;
for (let i = 0; i < PREP_RUNS[1]; i++) {
  const fresh = structuredClone(event);
  collectGarbage();
  const t0 = performance.now();
  const list = planPreplist(fresh);
  prepSamples.push(performance.now() - t0);
  if (list.errors.length > 0) throw new Error(`prep list errors: ${list.errors[0]}`);
  totalsCount = list.totals.length;
  prepLines = 0;
  const walk = (
    rs: (typeof list.teamPreplists)[0]['preplistSections'][0]['preplistItems'][0]['prepRecipes'],
  ) => {
    for (const r of rs) {
      prepLines += r.recipeIngredients.length;
      walk(r.prepRecipes);
    }
  };
  for (const t of list.teamPreplists)
    for (const s of t.preplistSections) for (const it of s.preplistItems) walk(it.prepRecipes);
}
const prep = stats(prepSamples);

// ---- report ----------------------------------------------------------------------------------------
const targets = { treeMedianMs: 2, conversions10kMs: 20, preplistMs: 50 };
console.log(`Node ${process.version}`);
console.log(
  `1. cost + nutrition, 6-level tree (${treeLines} lines, ${conversionCount} conversions): ` +
    `median ${round(tree1.median)} ms, p95 ${round(tree1.p95)} ms (target median < ${targets.treeMedianMs} ms); total $${round(lastTotal, 2)}`,
);
console.log(
  `2. 10,000 conversion queries on a built graph: median ${round(conv.median)} ms, best ${round(conv.min)} ms ` +
    `(target < ${targets.conversions10kMs} ms); on a graph built inside the timer: median ${round(cold.median)} ms`,
);
console.log(
  `3. prep list, 2,000 guests × 60 menu items × 4-level recipes (${prepLines} scaled ingredient lines, ${totalsCount} totals): ` +
    `median ${round(prep.median)} ms, p95 ${round(prep.p95)} ms (target < ${targets.preplistMs} ms)`,
);
const pass =
  tree1.median < targets.treeMedianMs &&
  conv.median < targets.conversions10kMs &&
  prep.median < targets.preplistMs;
console.log(pass ? 'All targets met.' : 'Some targets missed.');
console.log(
  JSON.stringify({
    bench: 'core',
    node: process.version,
    treeLines,
    conversions: conversionCount,
    treeCostNutritionMedianMs: round(tree1.median),
    treeCostNutritionP95Ms: round(tree1.p95),
    conversionQueries10kMedianMs: round(conv.median),
    conversionQueries10kColdGraphMedianMs: round(cold.median),
    preplistLines: prepLines,
    preplistMedianMs: round(prep.median),
    preplistP95Ms: round(prep.p95),
    targets,
    pass,
    checksum: round(checksum, 0),
  }),
);
