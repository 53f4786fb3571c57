import { expect, it } from 'vitest';
import { importCycles } from '../../../../scripts/import-cycles.ts';

// A module stands alone: what it shares with another sits below both (a lower module, db/, lib/,
// test/), never in one of them, so no two modules import each other, directly or through others.
it('no two server modules import each other, tests included', () => {
  expect(importCycles(import.meta.dirname)).toEqual([]);
});
