import { parseUnit, type TUnit, UNITS } from '../enums/units.ts';
import type { TConversionErrorCode } from '../errors/conversion-error.ts';
import { standardFactor, standardFamily } from '../units/factors.ts';

/** An ingredient conversion as stored (spec 3): quantityStart of unitsStart = quantityEnd of unitsEnd. */
export type TConversionInput = {
  quantityStart?: number | null;
  unitsStart?: string | null;
  quantityEnd?: number | null;
  unitsEnd?: string | null;
};

/** A found chain: multiply a quantity in `from` by `factor` to get it in `to`; `path` lists the units walked. */
export type TFactor =
  | { ok: true; factor: number; path: readonly TUnit[] }
  | { ok: false; code: TConversionErrorCode };

/**
 * Graph nodes: all volume units are one node and all weight units another (standard factors join
 * them exactly), Each, Pinch and Slice are a node each. Edges come only from the ingredient's
 * conversions, usable both ways. So a breadth-first search over at most 5 nodes finds the shortest
 * chain, e.g. Each → Gram → Cup with "1 Each = 50 g" and "1 Cup = 125 g".
 */
type TNode = 'volume' | 'weight' | TUnit;
type TEdge = { to: TNode; fromUnit: TUnit; toUnit: TUnit; factor: number };
/** `path`: the units crossed, edge by edge (without the query's own from and to). */
type TRoute = { factor: number; anchorTo: TUnit; path: TUnit[] };

function nodeOf(unit: TUnit): TNode {
  return standardFamily(unit) ?? unit;
}

/** Label of a unit in any spelling; fast path for labels (what the database stores). */
const LABELS = new Set<string>(UNITS.map((u) => u.label));
export function toUnit(unit: string | null | undefined): TUnit | undefined {
  if (unit === null || unit === undefined) return undefined;
  return LABELS.has(unit) ? (unit as TUnit) : parseUnit(unit);
}

const EMPTY: ReadonlyArray<TConversionInput> = Object.freeze([]);

/**
 * Graphs by the conversions' content, across calls: every read loads fresh rows (a new array per
 * ingredient), yet a kitchen's conversions rarely change, so its graphs and their found routes are
 * reused instead of rebuilt per request. A graph depends on nothing but that content. The content is
 * looked up field by field in a trie (no key string to build: numbers are not formatted), and the
 * trie is bounded: past BY_CONTENT_MAX graphs it starts over.
 */
type TTrie = { next: Map<unknown, TTrie>; graph?: ConversionGraph };
let byContent: TTrie = { next: new Map() };
let graphsByContent = 0;
const BY_CONTENT_MAX = 4096;
/** What the constructor reads of a field: a non-number quantity or a non-text unit is unusable alike. */
const UNUSABLE = Symbol('unusable');
const quantityKey = (n: unknown) => (typeof n === 'number' ? n : UNUSABLE);
const unitKey = (s: unknown) => (typeof s === 'string' ? s : UNUSABLE);

function step(node: TTrie, key: unknown): TTrie {
  let next = node.next.get(key);
  if (!next) {
    next = { next: new Map() };
    node.next.set(key, next);
  }
  return next;
}

function graphOfContent(conversions: ReadonlyArray<TConversionInput>): ConversionGraph {
  let node = byContent;
  for (const c of conversions) {
    node = step(node, quantityKey(c.quantityStart));
    node = step(node, unitKey(c.unitsStart));
    node = step(node, quantityKey(c.quantityEnd));
    node = step(node, unitKey(c.unitsEnd));
  }
  if (!node.graph) {
    if (graphsByContent >= BY_CONTENT_MAX) {
      byContent = { next: new Map() };
      graphsByContent = 0;
      return graphOfContent(conversions);
    }
    node.graph = new ConversionGraph(conversions); // reads them once, keeps no reference
    graphsByContent++;
  }
  return node.graph;
}

export class ConversionGraph {
  readonly hasConversions: boolean;
  readonly hasBrokenConversions: boolean;
  private readonly edges = new Map<TNode, TEdge[]>();
  /**
   * Shortest route from a unit to every node reachable from it, computed on first use. Keyed by the
   * unit itself (not its node), so an answer never depends on which unit was asked first: graphs are
   * shared between requests (see `byContent`).
   */
  private readonly routes = new Map<TUnit, Map<TNode, TRoute>>();
  /** Answers by (from, to): a kitchen asks the same few pairs over and over. */
  private readonly answers = new Map<TUnit, Map<TUnit, TFactor>>();

  /** The graph of one ingredient's conversions, shared by every call with the same content. */
  static of(conversions: ReadonlyArray<TConversionInput> | null | undefined): ConversionGraph {
    return graphOfContent(conversions ?? EMPTY);
  }

  constructor(conversions: ReadonlyArray<TConversionInput>) {
    let broken = false;
    for (const c of conversions) {
      const a = toUnit(c.unitsStart);
      const b = toUnit(c.unitsEnd);
      const qa = c.quantityStart;
      const qb = c.quantityEnd;
      // A conversion with a missing or zero value cannot be used (it would divide by zero); it is
      // remembered so a failed search can say so (spec 5: 'The conversion contained null values').
      if (!a || !b || typeof qa !== 'number' || typeof qb !== 'number' || !(qa > 0) || !(qb > 0)) {
        broken = true;
        continue;
      }
      const na = nodeOf(a);
      const nb = nodeOf(b);
      if (na === nb) continue; // inside one family the exact standard factors win
      this.addEdge(na, { to: nb, fromUnit: a, toUnit: b, factor: qb / qa });
      this.addEdge(nb, { to: na, fromUnit: b, toUnit: a, factor: qa / qb });
    }
    this.hasConversions = conversions.length > 0;
    this.hasBrokenConversions = broken;
  }

  private addEdge(from: TNode, edge: TEdge): void {
    const list = this.edges.get(from);
    if (list) list.push(edge);
    else this.edges.set(from, [edge]);
  }

  /** Breadth-first search from `anchor`'s node: the first (shortest) route found to each node. */
  private routesFrom(anchor: TUnit): Map<TNode, TRoute> {
    let found = this.routes.get(anchor);
    if (found) return found;
    const start = nodeOf(anchor);
    found = new Map([[start, { factor: 1, anchorTo: anchor, path: [] }]]);
    const queue: TNode[] = [start];
    for (let i = 0; i < queue.length; i++) {
      const node = queue[i];
      const route = found.get(node)!;
      for (const edge of this.edges.get(node) ?? []) {
        if (found.has(edge.to)) continue;
        // walk inside the current node from where we arrived to the edge's start unit, then cross it
        const inside = standardFactor(route.anchorTo, edge.fromUnit)!;
        const path = [...route.path, edge.fromUnit, edge.toUnit];
        found.set(edge.to, {
          factor: route.factor * inside * edge.factor,
          anchorTo: edge.toUnit,
          path,
        });
        queue.push(edge.to);
      }
    }
    this.routes.set(anchor, found);
    return found;
  }

  /** How many `to` make one `from` for this ingredient (the answer is shared: do not mutate it). */
  factor(from: TUnit, to: TUnit): TFactor {
    let byTo = this.answers.get(from);
    if (!byTo) {
      byTo = new Map();
      this.answers.set(from, byTo);
    }
    let answer = byTo.get(to);
    if (!answer) {
      answer = Object.freeze(this.search(from, to));
      byTo.set(to, answer);
    }
    return answer;
  }

  private search(from: TUnit, to: TUnit): TFactor {
    const direct = standardFactor(from, to);
    if (direct !== undefined)
      return { ok: true, factor: direct, path: Object.freeze(from === to ? [from] : [from, to]) };
    if (!this.hasConversions) return { ok: false, code: 'NO_CONVERSIONS' };
    const route = this.routesFrom(from).get(nodeOf(to));
    if (!route) return { ok: false, code: this.hasBrokenConversions ? 'NULL_VALUES' : 'NO_PATH' };
    const leave = standardFactor(route.anchorTo, to)!;
    return {
      ok: true,
      factor: route.factor * leave,
      path: Object.freeze(dedupe([from, ...route.path, to])),
    };
  }
}

function dedupe(path: TUnit[]): TUnit[] {
  return path.filter((u, i) => i === 0 || path[i - 1] !== u);
}
