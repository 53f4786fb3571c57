/**
 * The import cycles between the folders of a source tree (server modules, web features), from the
 * files' text alone (no file system: the web's test reads its files through Vite). A folder stands
 * alone when nothing it imports imports it back, directly or through other folders. A file directly
 * in the tree (a helper shared by the folders) counts as a folder of its own. Each cycle is listed
 * once, as the folders of one strongly connected component of the folder graph, with one import that
 * closes each edge, so a failure says where to look. Tests count too: a test that imports another
 * folder's helpers is an import like any other.
 *
 * `files`: each file's path inside the tree ('/'-separated, no leading './') and its text.
 */
export function folderCycles(files: Record<string, string>): string[] {
  const edges = folderImports(files);
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

/** A relative specifier's path inside the tree, or undefined when it leaves the tree. */
function resolve(file: string, specifier: string): string | undefined {
  const parts = file.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** folder → (imported folder → one file of the folder that imports it). */
function folderImports(files: Record<string, string>): Map<string, Map<string, string>> {
  const edges = new Map<string, Map<string, string>>();
  for (const [file, text] of Object.entries(files)) {
    const from = file.split('/')[0]!;
    for (const [, specifier] of text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const to = resolve(file, specifier!)?.split('/')[0];
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
