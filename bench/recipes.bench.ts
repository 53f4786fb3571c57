import type { TRecipe } from '@brigade/core';
import { onEachDriver } from './lib/bench-app.ts';
import { type ChainShape, chainRecipeBody, seedCatalogue, seedChains, send } from './lib/kitchen.ts';
import { envNumber, exitBench, printVerdict, sized } from './lib/smoke.ts';

const LEVELS = sized(6, 3);
const LINES_PER_LEVEL = sized(50, 5);
const GET_SAMPLES = envNumber('BENCH_SAMPLES', 400, 20);
const PUT_SAMPLES = envNumber('BENCH_PUT_SAMPLES', 200, 10);
const WARMUP = sized(30, 3);
const TARGETS = { getP95: 25, putP95: 40 };
/** One chain, each level on ingredients of its own: level L's lines use the catalogue's L-th 50. */
const TREE: ChainShape = {
  chains: 1,
  levels: LEVELS,
  ingredientLines: LINES_PER_LEVEL,
  team: 'Banquets',
  lineIngredient: (_chain, level, line) => (level - 1) * LINES_PER_LEVEL + line,
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (ms: number) => Math.round(ms * 100) / 100;
const summary = (samples: number[], cpu: NodeJS.CpuUsage) => ({
  n: samples.length,
  /** This process's CPU per request (server and client; with PGlite the database too). */
  cpuPerRequest: round((cpu.user + cpu.system) / 1000 / samples.length),
  p50: round(percentile(samples, 50)),
  p95: round(percentile(samples, 95)),
  p99: round(percentile(samples, 99)),
  max: round(Math.max(...samples)),
});

const results = await onEachDriver(
  async (t, user, address) => {
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${address}${path}`, {
        method,
        headers: { ...user.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text.slice(0, 300)}`);
      return text;
    };

    // The catalogue: 300 ingredients, each with 2 conversions and 5 nutrients; the tree on it, level
    // 1 at the bottom (lib/kitchen.ts).
    const ingredientIds = await seedCatalogue(t, user, {
      ingredients: LEVELS * LINES_PER_LEVEL,
      nutrients: 5,
    });
    const [topId] = await seedChains(t, user, ingredientIds, TREE);
    const tree = await send<TRecipe>(t, user, 'GET', `/api/recipes/${topId}`);
    if (tree.recipeIngredients.length !== LINES_PER_LEVEL || tree.cost.errors.length !== 0 || !tree.valid) {
      throw new Error('the bench tree is not what it should be');
    }

    const time = async (work: () => Promise<unknown>) => {
      const start = performance.now();
      await work();
      return performance.now() - start;
    };

    for (let i = 0; i < WARMUP; i++) await call('GET', `/api/recipes/${topId}`);
    const gets: number[] = [];
    let cpu = process.cpuUsage();
    for (let i = 0; i < GET_SAMPLES; i++) gets.push(await time(() => call('GET', `/api/recipes/${topId}`)));
    const getCpu = process.cpuUsage(cpu);

    // Each PUT changes the quantities, so every save really rewrites its 50 lines.
    let version = tree.version;
    const subRecipeId = tree.recipeSubRecipes[0].recipe?.id;
    const put = async (i: number) => {
      const body = { ...chainRecipeBody(TREE, ingredientIds, 0, LEVELS, subRecipeId, i), version };
      version = JSON.parse(await call('PUT', `/api/recipes/${topId}`, body)).version;
    };
    for (let i = 0; i < WARMUP; i++) await put(i);
    const puts: number[] = [];
    cpu = process.cpuUsage();
    for (let i = 0; i < PUT_SAMPLES; i++) puts.push(await time(() => put(WARMUP + i)));
    const putCpu = process.cpuUsage(cpu);

    return { get: summary(gets, getCpu), put: summary(puts, putCpu) };
  },
  (driver, r) => {
    for (const [label, figures, target] of [
      [`GET ${LEVELS}-level tree, ${LEVELS * LINES_PER_LEVEL} lines`, r.get, TARGETS.getP95],
      [`PUT ${LINES_PER_LEVEL}-line recipe         `, r.put, TARGETS.putP95],
    ] as const) {
      console.log(
        `${driver}: ${label}  p50 ${figures.p50} ms  p95 ${figures.p95} ms  p99 ${figures.p99} ms  ` +
          `(target p95 < ${target} ms; ${figures.cpuPerRequest} ms CPU of this process per request)`,
      );
    }
  },
);
const measured = Object.values(results).filter((r) => r !== null);
const pass = measured.every((r) => r.get.p95 < TARGETS.getP95 && r.put.p95 < TARGETS.putP95);
printVerdict(pass, { bench: 'recipes', targets: TARGETS, results });
// Every request answered 2xx (a failed one throws); a smoke run judges nothing else.
exitBench(pass, false);
