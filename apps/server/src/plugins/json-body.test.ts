import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, invite } from '../modules/team/team.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app.ts';

/**
 * A client that sends `Content-Type: application/json` with an empty body (what fetch wrappers
 * commonly do) on a route that takes no body is sending no body; a route that takes one still refuses
 * it with the clear message.
 */

const EMPTY_JSON = 'The request body is empty; JSON was expected.';
const JSON_HEADER = { 'content-type': 'application/json' };

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
});
afterAll(() => t.close());

describe('an empty application/json body', () => {
  it('accepting an invitation, then switching kitchens: 200, as without a Content-Type', async () => {
    const cook = await t.createUser();
    const key = await invite(t, owner, cook.email, 'cook');
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${key}/accept`,
      headers: { ...cook.headers, ...JSON_HEADER },
      payload: '',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().kitchen).toMatchObject({ id: owner.kitchenId, role: 'cook' });

    const inOwnersKitchen = bearer(accepted.json().id_token);
    const switched = await t.app.inject({
      method: 'POST',
      url: `/api/account/kitchens/${cook.kitchenId}/switch`,
      headers: { ...inOwnersKitchen, ...JSON_HEADER, 'content-length': '0' },
      payload: '',
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().kitchen).toMatchObject({ id: cook.kitchenId, role: 'owner', active: true });
  });

  it('a DELETE: the vendor is deleted', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/vendors',
      headers: owner.headers,
      payload: { name: 'Empty Body Farms' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/vendors/${created.json().id}`;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url,
      headers: { ...owner.headers, ...JSON_HEADER, 'content-length': '0' },
      payload: '',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const read = await t.app.inject({ method: 'GET', url, headers: owner.headers });
    expect(read.statusCode).toBe(404);
  });

  it('a route that takes a body still answers 400 with the clear message, and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendors',
      headers: { ...owner.headers, ...JSON_HEADER },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ title: 'Bad Request', message: EMPTY_JSON, errors: [] });
    const list = await t.app.inject({ method: 'GET', url: '/api/vendors', headers: owner.headers });
    expect(list.json().content).toEqual([]);
  });

  it('a body that is not JSON is still refused, on a route without a body too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/account/kitchens/${owner.kitchenId}/switch`,
      headers: { ...owner.headers, ...JSON_HEADER },
      payload: '{"oops":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });

  it('no API route there: 404, not a complaint about the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/no-such-route',
      headers: JSON_HEADER,
      payload: '',
    });
    expect(res.statusCode).toBe(404);
  });

  it('every documented write: refused as empty exactly when it documents a JSON request body', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    };
    const writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => ({
          method: method.toUpperCase(),
          path,
          takesBody: op.requestBody !== undefined,
        })),
    );
    // Enough of both kinds that the sweep means something (spec 7's calls and the brigade's).
    expect(writes.filter((w) => w.takesBody).length).toBeGreaterThan(20);
    expect(writes.filter((w) => !w.takesBody).length).toBeGreaterThan(10);

    const sweeper = await t.createUser();
    const wrong: string[] = [];
    for (const { method, path, takesBody } of writes) {
      // Ids nobody has: the bodyless writes answer 404 (or 400 for a malformed key) and change nothing.
      const url = path.replace(/\{key\}/g, 'no-such-key').replace(/\{\w+\}/g, '999999');
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { ...sweeper.headers, ...JSON_HEADER },
        payload: '',
      });
      const refusedAsEmpty = res.statusCode === 400 && res.json().message === EMPTY_JSON;
      if (refusedAsEmpty !== takesBody) wrong.push(`${method} ${path}: ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
  });
});
