import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './client.ts';

/**
 * Runs `work` (migrations, first loads, the demo seed) in one instance at a time: several servers
 * started together on one PostgreSQL take a session advisory lock, so the first migrates and seeds
 * while the others wait, then find everything done. The lock is held on a connection of its own (a
 * pooled one could change between statements) and dies with it, so a crashed instance never leaves
 * the others waiting. The embedded database needs none: the DATA_DIR lock admits one process.
 */
export async function withStartupLock<T>(
  database: Database,
  log: FastifyBaseLogger,
  work: () => Promise<T>,
): Promise<T> {
  if (database.driver !== 'postgres' || !database.url) return work();
  const client = new pg.Client({ connectionString: database.url, application_name: 'brigade-startup' });
  client.on('error', () => {});
  await client.connect();
  // Per jobs schema, i.e. per deployment (and per test schema): unrelated databases never wait on it.
  const name = `brigade:startup:${database.jobsSchema}`;
  try {
    const { rows } = await client.query('SELECT pg_try_advisory_lock(hashtext($1)) AS got', [name]);
    if (!rows[0].got) {
      const waiting = performance.now();
      log.info('another instance is preparing the database: waiting for it');
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
      log.info(
        `database prepared by another instance (waited ${Math.round(performance.now() - waiting)} ms)`,
      );
    }
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => {});
    await client.end().catch(() => {});
  }
}
