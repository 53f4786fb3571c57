import { HttpResponse } from 'msw';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { fakeApi, json } from '../test/fake-api';
import { harvestDinner } from '../test/menu-fixtures';
import { areaKey, type CallArgs, call, callWithResponse, operationKey, operationPath } from './api-client';
import { clearSession, setSession } from './session';

afterEach(() => clearSession());

describe('calls by operation', () => {
  it('fills the path from the operation’s template, each parameter encoded as one segment', () => {
    expect(operationPath('getMenu', { id: 12 })).toBe('/api/menus/12');
    expect(operationPath('getFood', { fdcId: '170567' })).toBe('/api/foods/170567');
    expect(operationPath('getInvitation', { key: 'a/b c' })).toBe('/api/invitations/a%2Fb%20c');
    expect(operationPath('listMenus')).toBe('/api/menus');
    expect(() => operationPath('getMenu', {})).toThrow(/id is missing/);
  });

  it('sends the method, path, query and JSON body the operation declares, with the session’s token', async () => {
    setSession('token-1', 'chef@brigade.test');
    const api = fakeApi({
      'PUT /api/menus/12': () => json(harvestDinner({ id: 12, name: 'Harvest Dinner' })),
    });
    const menu = await call('updateMenu', {
      params: { id: 12 },
      body: { name: 'Harvest Dinner', version: 3 },
    });
    expect(menu.name).toBe('Harvest Dinner');
    const [sent] = api.calls('PUT', '/api/menus/12');
    expect(sent.headers.get('authorization')).toBe('Bearer token-1');
    expect(sent.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(sent.body ?? '')).toEqual({ name: 'Harvest Dinner', version: 3 });
  });

  it('sends a text body as text/plain, and never the session’s token to a public operation', async () => {
    setSession('token-1', 'chef@brigade.test');
    const api = fakeApi({
      'POST /api/account/reset-password/init': () => json({ message: 'sent' }),
    });
    const response = await callWithResponse('requestPasswordReset', { body: 'ana@brigade.test' });
    expect(response.status).toBe(200);
    const [sent] = api.calls('POST', '/api/account/reset-password/init');
    expect(sent.headers.get('content-type')).toBe('text/plain');
    expect(sent.body).toBe('ana@brigade.test');
    expect(sent.headers.get('authorization')).toBeNull();
  });

  it('types what a call sends from the contract', () => {
    expectTypeOf<CallArgs<'getMenu'>['params']>().toEqualTypeOf<{ id: string | number }>();
    expectTypeOf<CallArgs<'updateKitchenSettings'>>().toHaveProperty('body');
    // @ts-expect-error a query parameter the operation does not take
    const wrong: CallArgs<'listMenus'> = { query: { vendorId: 3 } };
    expect(wrong).toBeDefined();
  });

  it('keys queries by area and operation, so one area invalidates all its reads', () => {
    expect(operationKey('getMenu', { params: { id: 5 } })).toEqual(['menus', 'getMenu', { id: 5 }]);
    expect(operationKey('listMenus', { query: { page: 0 } })).toEqual(['menus', 'listMenus', { page: 0 }]);
    expect(operationKey('getMenuCostSince').slice(0, 1)).toEqual(areaKey('menus'));
    expect(operationKey('listMyKitchens')).toEqual(['account', 'listMyKitchens']);
  });

  it('sends one Idempotency-Key per create, a new one per submission, none on a public POST or a PUT', async () => {
    setSession('token-1', 'chef@brigade.test');
    const api = fakeApi({
      'POST /api/feedback': () => json({ id: 1, createdAt: '2026-11-26T12:00:00Z' }, 201),
      'PUT /api/menus/12': () => json(harvestDinner({ id: 12, name: 'Harvest Dinner' })),
      'POST /api/authenticate': () => json({ id_token: 'x' }),
    });
    await call('sendFeedback', { body: { message: 'A' } });
    await call('sendFeedback', { body: { message: 'A' } });
    await call('updateMenu', { params: { id: 12 }, body: { name: 'Harvest Dinner' } });
    await call('authenticate', { body: { username: 'a', password: 'b' } });
    const keys = api.calls('POST', '/api/feedback').map((r) => r.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(api.calls('PUT', '/api/menus/12')[0].headers.get('idempotency-key')).toBeNull();
    expect(api.calls('POST', '/api/authenticate')[0].headers.get('idempotency-key')).toBeNull();
  });

  it('sends a create lost on the way once more, with the same key', async () => {
    setSession('token-1', 'chef@brigade.test');
    const keys: (string | null)[] = [];
    fakeApi({
      'POST /api/feedback': (request) => {
        keys.push(request.headers.get('idempotency-key'));
        return keys.length === 1
          ? HttpResponse.error()
          : json({ id: 1, createdAt: '2026-11-26T12:00:00Z' }, 201);
      },
    });
    expect((await call('sendFeedback', { body: { message: 'A' } })).id).toBe(1);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
