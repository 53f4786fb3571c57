import { PGlite } from '@electric-sql/pglite';

/**
 * A new, empty PGlite in memory, as `PGlite.create('memory://')` makes one. Its initdb costs ~3 s of
 * CPU: the empty data directory is made once per worker and each instance loads a copy (~0.5 s).
 */
export async function emptyPglite(): Promise<PGlite> {
  emptyDataDir ??= dumpOfNewPglite();
  return PGlite.create('memory://', { loadDataDir: await emptyDataDir });
}

let emptyDataDir: Promise<Blob> | undefined;

async function dumpOfNewPglite(): Promise<Blob> {
  const client = await PGlite.create('memory://');
  try {
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
