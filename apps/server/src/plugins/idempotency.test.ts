import { IDEMPOTENCY_MESSAGES } from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../lib/clock.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app.ts';

/**
 * Idempotency-Key on creates: the same key from the same user within 24 hours answers the first reply
 * (same status, same body) and creates nothing; two identical requests at once make one row.
 */
const clock = manualClock('2026-11-26T12:00:00Z');
let t: TestApp;
let chef: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await t.createUser();
  other = await t.createUser();
});
afterAll(() => t.close());

const post = (user: TestUser, url: string, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...user.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const total = async (user: TestUser, url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: user.headers })).json().totalElements as number;

const recipe = { name: 'Court Bouillon', category: 'Sauces and Stocks' };

describe('Idempotency-Key', () => {
  it('the same key again answers the first reply, same status and body, and creates nothing', async () => {
    const before = await total(chef, '/api/recipes');
    const first = await post(chef, '/api/recipes', recipe, 'key-one');
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(chef, '/api/recipes', recipe, 'key-one');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await total(chef, '/api/recipes')).toBe(before + 1);
  });

  it('two identical requests at once create one row, and both answer it', async () => {
    const before = await total(chef, '/api/vendors');
    const body = { name: 'Twin Farms' };
    const answers = await Promise.all([1, 2, 3].map(() => post(chef, '/api/vendors', body, 'key-race')));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await total(chef, '/api/vendors')).toBe(before + 1);
  });

  it('without a key, two requests are two creates; another user or another key is its own request', async () => {
    const before = await total(chef, '/api/recipes');
    await post(chef, '/api/recipes', { ...recipe, name: 'A' });
    await post(chef, '/api/recipes', { ...recipe, name: 'B' });
    await post(chef, '/api/recipes', { ...recipe, name: 'C' }, 'key-two');
    expect(await total(chef, '/api/recipes')).toBe(before + 3);
    const theirs = await post(other, '/api/recipes', { ...recipe, name: 'C' }, 'key-two');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('the same key with another body: 422, nothing created', async () => {
    const before = await total(chef, '/api/recipes');
    await post(chef, '/api/recipes', { ...recipe, name: 'D' }, 'key-three');
    const other = await post(chef, '/api/recipes', { ...recipe, name: 'E' }, 'key-three');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(IDEMPOTENCY_MESSAGES.otherRequest);
    expect(await total(chef, '/api/recipes')).toBe(before + 1);
  });

  it('a refused first request frees its key; a bad key is a 400; after 24 hours the key is new', async () => {
    const refused = await post(chef, '/api/recipes', { name: '' }, 'key-four');
    expect(refused.statusCode).toBe(400);
    expect((await post(chef, '/api/recipes', { name: '' }, 'key-four')).statusCode).toBe(400);
    expect((await post(chef, '/api/recipes', recipe, 'bad key with spaces')).statusCode).toBe(400);
    // A remembered session (30 days), so its token outlives the day the key is kept.
    const cook = await t.createUser({ rememberMe: true });
    await post(cook, '/api/recipes', { ...recipe, name: 'F' }, 'key-five');
    clock.advance(23 * 60 * 60 * 1000);
    expect((await post(cook, '/api/recipes', { ...recipe, name: 'F' }, 'key-five')).statusCode).toBe(201);
    clock.advance(60 * 60 * 1000 + 1000);
    const later = await post(cook, '/api/recipes', { ...recipe, name: 'F' }, 'key-five');
    // A new create, not the day-old reply.
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await total(cook, '/api/recipes')).toBe(2);
  });

  it('is documented on every signed-in POST of the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const params = doc.paths['/api/recipes'].post.parameters as { name: string; in: string }[];
    expect(params).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }));
    expect(doc.paths['/api/authenticate'].post.parameters ?? []).not.toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key' }),
    );
  });
});
