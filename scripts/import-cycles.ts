import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The import cycles between the folders of `root` (server modules, web features): a folder stands
 * alone when nothing it imports imports it back, directly or through other folders. A file directly in
 * `root` (a helper shared by the folders) counts as a folder of its own. Each cycle is listed once, as
 * the folders of one strongly connected component of the folder graph, with one import that closes
 * each edge, so a failure says where to look. Tests (`*.test.ts(x)`) are counted too: a test that
 * imports another folder's helpers is an import like any other.
 *
 * Run it on the two trees: `npx node scripts/import-cycles.ts`.
 */
export function importCycles(root: string): string[] {
  const edges = folderImports(root);
  return stronglyConnected(edges)
    .filter((folders) => folders.length > 1)
    .map((folders) => {
      const inside = new Set(folders);
      const witnesses = folders.flatMap((from) =>
        [...(edges.get(from) ?? new Map<string, string>())]
          .filter(([to]) => inside.has(to))
          .map(([to, file]) => `  ${from} → ${to} (${file})`),
      );
      return [folders.join(' ↔ '), ...witnesses].join('\n');
    });
}

/** folder → (imported folder → one file of the folder that imports it). */
function folderImports(root: string): Map<string, Map<string, string>> {
  const edges = new Map<string, Map<string, string>>();
  const folderOf = (file: string): string | undefined => {
    const relative = path.relative(root, file);
    if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
    return relative.split(path.sep)[0];
  };
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(ts|tsx)$/.test(file),
  );
  for (const file of files) {
    const absolute = path.join(root, file);
    const from = folderOf(absolute)!;
    const text = readFileSync(absolute, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const to = folderOf(path.resolve(path.dirname(absolute), specifier!));
      if (to === undefined || to === from) continue;
      const out = edges.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, file);
      edges.set(from, out);
    }
  }
  return edges;
}

/** Tarjan's strongly connected components, each sorted, the list sorted by first folder. */
function stronglyConnected(edges: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

if (import.meta.main) {
  const repo = path.resolve(import.meta.dirname, '..');
  for (const tree of ['apps/server/src/modules', 'apps/web/src/features']) {
    const cycles = importCycles(path.join(repo, tree));
    console.log(`${tree}: ${cycles.length} cycle(s)`);
    for (const cycle of cycles) console.log(cycle);
  }
}
