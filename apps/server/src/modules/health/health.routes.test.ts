import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'UP', database: 'UP' });
  });

  it('answers 503 in the error shape once the database is closed', async () => {
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      title: 'Service Unavailable',
      message: 'The database is not answering.',
      errors: [],
    });
  });
});

describe('GET /api/ready', () => {
  it('answers 200 once migrated, 503 while migrating and when the database is away', async () => {
    const t = await createTestApp();
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'READY', database: 'UP', migrations: 'DONE' });

      // server.ts keeps this false until the migration lock is released (see server.ts).
      t.app.readiness.migrated = false;
      const migrating = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(migrating.statusCode).toBe(503);
      expect(migrating.json().message).toBe('The database is being migrated.');
      // Liveness does not depend on it: the process and its database answer.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      t.app.readiness.migrated = true;

      await t.database.close();
      const away = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(away.statusCode).toBe(503);
      expect(away.json().message).toBe('The database is not answering.');
    } finally {
      await t.close();
    }
  });
});
