import { expect, it } from 'vitest';
import { folderCycles } from '../../../../scripts/import-graph.ts';

// Every file of the features, as text (Vite reads them: no file system in the web's code).
const sources = import.meta.glob<string>('./**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

// A feature stands alone: what it shares with another sits below both (lib/, components/, test/),
// never in one of them, so no two features import each other, directly or through others.
it('no two web features import each other, tests included', () => {
  const files = Object.fromEntries(Object.entries(sources).map(([file, text]) => [file.slice(2), text]));
  expect(Object.keys(files).length).toBeGreaterThan(100);
  expect(folderCycles(files)).toEqual([]);
});
