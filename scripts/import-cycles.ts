import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { folderCycles } from './import-graph.ts';

/**
 * The import cycles between the folders of `root` (scripts/import-graph.ts), read from disk. Run it
 * on the server's modules and the web's features: `npx node scripts/import-cycles.ts`.
 */
export function importCycles(root: string): string[] {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => [file.split(path.sep).join('/'), readFileSync(path.join(root, file), 'utf8')]);
  return folderCycles(Object.fromEntries(files));
}

if (import.meta.main) {
  const repo = path.resolve(import.meta.dirname, '..');
  for (const tree of ['apps/server/src/modules', 'apps/web/src/features']) {
    const cycles = importCycles(path.join(repo, tree));
    console.log(`${tree}: ${cycles.length} cycle(s)`);
    for (const cycle of cycles) console.log(cycle);
  }
}
