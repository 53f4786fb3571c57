import type { Executor } from './client.ts';

/**
 * Runs a read in one snapshot (repeatable read, read only): a tree, a menu or a list read in several
 * statements is never half before and half after a concurrent save.
 */
export const inSnapshot = <T>(db: Executor, work: (tx: Executor) => Promise<T>): Promise<T> =>
  db.transaction(work, { isolationLevel: 'repeatable read', accessMode: 'read only' });
