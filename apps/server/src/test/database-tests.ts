import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server test files whose outcome can depend on the database driver: those that reach, through
 * their relative imports, the test app (a migrated database of the driver under test), a module that
 * imports `pg`, or that read TEST_DATABASE_URL. The other files (pure functions, PGlite's own client,
 * the server process on its embedded database) would run the very same test a second time on
 * PostgreSQL, so the PostgreSQL project runs only these (paths relative to `root`, the server's folder).
 */
export function testsReachingDatabase(root: string): string[] {
  const source = path.join(root, 'src');
  const reaches = new Map<string, boolean>();
  const reachesDatabase = (file: string): boolean => {
    const known = reaches.get(file);
    if (known !== undefined) return known;
    reaches.set(file, false); // an import cycle adds nothing
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return false; // a package or a generated file: not ours to follow
    }
    const found =
      file.endsWith(path.join('test', 'test-app.ts')) ||
      /from 'pg'|TEST_DATABASE_URL/.test(text) ||
      [...text.matchAll(/(?:from|import\() *'(\.{1,2}\/[^']+\.ts)'/g)].some(([, specifier]) =>
        reachesDatabase(path.resolve(path.dirname(file), specifier!)),
      );
    reaches.set(file, found);
    return found;
  };
  return readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && reachesDatabase(path.join(source, file)))
    .map((file) => path.join('src', file))
    .sort();
}
