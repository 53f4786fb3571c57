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
 * conversions, usable both ways; a path crosses as few nodes as it can (e.g. Each → Gram → Cup with
 * "1 Each = 50 g" and "1 Cup = 125 g", unless a direct Each → Cup conversion exists).
 *
 * One rule picks the conversion used to cross from one node to the next, whatever order the
 * conversions were entered in: the one whose own unit is the quantity's unit (a cup of sugar uses
 * "1 Cup = 200 g", a teaspoon "1 tsp = 4.2 g"); failing that, the one whose unit is nearest in size
 * to it (a tablespoon, 3 tsp, is nearer a teaspoon than a cup, 48 tsp: it uses "1 tsp = 4.2 g").
 * Ties go to the conversion whose other unit is nearest the unit asked for, then to the smaller factor.
 */
type TNode = 'volume' | 'weight' | TUnit;
type TEdge = { to: TNode; fromUnit: TUnit; toUnit: TUnit; factor: number };

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

  /** Hops from `start` to `target` on the shortest node paths: every one of them (at most 5 nodes). */
  private shortestNodePaths(start: TNode, target: TNode): TNode[][] {
    const hops = new Map<TNode, number>([[start, 0]]);
    const queue: TNode[] = [start];
    for (let i = 0; i < queue.length; i++)
      for (const edge of this.edges.get(queue[i]) ?? [])
        if (!hops.has(edge.to)) {
          hops.set(edge.to, hops.get(queue[i])! + 1);
          queue.push(edge.to);
        }
    const length = hops.get(target);
    if (length === undefined) return [];
    const paths: TNode[][] = [];
    const walk = (path: TNode[]) => {
      const last = path[path.length - 1];
      if (last === target) {
        paths.push(path);
        return;
      }
      const next = new Set<TNode>();
      for (const edge of this.edges.get(last) ?? []) if (hops.get(edge.to) === path.length) next.add(edge.to);
      for (const node of next) walk([...path, node]);
    };
    walk([start]);
    return paths;
  }

  /** The route along one node path, each hop crossed by the conversion the rule picks. */
  private routeAlong(nodes: TNode[], from: TUnit, to: TUnit): TRoute {
    let at = from;
    let factor = 1;
    let distance = 0;
    let last = 0;
    const path: TUnit[] = [from];
    for (let i = 1; i < nodes.length; i++) {
      const final = i === nodes.length - 1;
      let best: { edge: TEdge; near: number; far: number; factor: number } | undefined;
      for (const edge of this.edges.get(nodes[i - 1]) ?? []) {
        if (edge.to !== nodes[i]) continue;
        const candidate = {
          edge,
          near: sizeDistance(edge.fromUnit, at),
          far: final ? sizeDistance(edge.toUnit, to) : 0,
          factor: standardFactor(at, edge.fromUnit)! * edge.factor,
        };
        if (!best || better(candidate, best)) best = candidate;
      }
      // a node path comes from the edges, so every hop has one
      const chosen = best!;
      factor *= chosen.factor;
      distance += chosen.near;
      last = chosen.far;
      path.push(chosen.edge.fromUnit, chosen.edge.toUnit);
      at = chosen.edge.toUnit;
    }
    factor *= standardFactor(at, to)!;
    path.push(to);
    return { factor, distance, last, path: dedupe(path) };
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
    let best: TRoute | undefined;
    for (const nodes of this.shortestNodePaths(nodeOf(from), nodeOf(to))) {
      const route = this.routeAlong(nodes, from, to);
      if (!best || betterRoute(route, best)) best = route;
    }
    if (!best) return { ok: false, code: this.hasBrokenConversions ? 'NULL_VALUES' : 'NO_PATH' };
    return { ok: true, factor: best.factor, path: Object.freeze(best.path) };
  }
}

/** A route: its factor, the units walked, and how far (in size) its conversions were from the units they met. */
type TRoute = { factor: number; distance: number; last: number; path: TUnit[] };

/** Distances this close are equal (they are logarithms of exact ratios computed two ways). */
const SAME = 1e-9;

/**
 * How far apart two units of one node are in size: |ln(ratio)|, so a tablespoon is as far from a
 * teaspoon (×3) as a cup from a third of a cup. 0 for the same unit (and for Each, Pinch, Slice).
 */
function sizeDistance(a: TUnit, b: TUnit): number {
  return Math.abs(Math.log(standardFactor(a, b)!));
}

function better(a: { near: number; far: number; factor: number }, b: typeof a): boolean {
  if (Math.abs(a.near - b.near) > SAME) return a.near < b.near;
  if (Math.abs(a.far - b.far) > SAME) return a.far < b.far;
  return a.factor < b.factor;
}

function betterRoute(a: TRoute, b: TRoute): boolean {
  if (Math.abs(a.distance - b.distance) > SAME) return a.distance < b.distance;
  if (Math.abs(a.last - b.last) > SAME) return a.last < b.last;
  if (a.factor !== b.factor) return a.factor < b.factor;
  return a.path.join() < b.path.join();
}

function dedupe(path: TUnit[]): TUnit[] {
  return path.filter((u, i) => i === 0 || path[i - 1] !== u);
}
