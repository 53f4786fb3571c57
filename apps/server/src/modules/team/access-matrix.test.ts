import {
  type Access,
  API,
  type ApiOperation,
  MSG,
  type OperationId,
  ROLES,
  type Role,
  roleAllows,
} from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullKitchen } from '../../test/full-kitchen.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { joinAs } from './team.test-helpers.ts';

/**
 * Every bearer route of /api/openapi.json × every role and a member of another kitchen.
 * Generated from the document the server serves, so a route added later is in the matrix the day it
 * is added. A role the operation's access does not allow gets 403 with core's message; an allowed one
 * never does. Calls carry no body and ids that do not exist, so they change nothing: the role is
 * checked before the body and before the handler. Reads of the kitchen's own things (real ids) answer
 * 200 to every member and 404 to the member of another kitchen.
 */

type Caller = { name: Role | 'other kitchen'; headers: { authorization: string }; role: Role };

let t: TestApp;
let callers: Caller[];
let ids: Record<string, number>;
const MISSING_ID = 2_147_000_000;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.createUser();
  const k = await fullKitchen(t, owner);
  ids = {
    vendors: k.vendor,
    ingredients: k.butter.id,
    recipes: k.bechamel.id,
    menuItems: k.menuItem.id,
    menus: k.menu.id,
    events: k.event.id,
    rooms: k.room.id,
  };
  const members: Caller[] = [{ name: 'owner', role: 'owner', headers: owner.headers }];
  for (const role of ROLES.filter((r) => r !== 'owner')) {
    const member = await joinAs(t, owner, role as Exclude<Role, 'owner'>);
    members.push({ name: role, role, headers: member.headers });
  }
  const stranger: TestUser = await t.createUser();
  callers = [...members, { name: 'other kitchen', role: 'owner', headers: stranger.headers }];
}, 120_000);
afterAll(() => t.close());

type Operation = { method: string; path: string; operationId: OperationId };

/** The least role of a bearer operation, as the contract says (every bearer operation has one). */
const accessOf = (operationId: OperationId): Access => (API[operationId] as ApiOperation).access ?? 'self';

async function bearerOperations(): Promise<Operation[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
    for (const [method, op] of Object.entries(item)) {
      const { operationId, security } = op as { operationId: OperationId; security?: unknown[] };
      if (security?.length) ops.push({ method: method.toUpperCase(), path, operationId });
    }
  }
  // Signing out ends the caller's tokens: last (and the 403 matrix is the file's last test).
  return ops.sort((a, b) => Number(a.operationId === 'logout') - Number(b.operationId === 'logout'));
}

/** The path with every parameter filled: a missing id (or key), so nothing is found or changed. */
const withMissingParams = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'key' ? 'k'.repeat(32) : String(MISSING_ID)));

describe('the access matrix (every route × every role)', () => {
  it('covers every bearer route of the contract', async () => {
    const ops = await bearerOperations();
    const contracted = Object.entries(API).filter(([, op]) => op.security === 'bearer');
    expect(ops.map((o) => o.operationId).sort()).toEqual(contracted.map(([id]) => id).sort());
  });

  it('reads of the kitchen’s things answer 200 to its members and 404 to another kitchen', async () => {
    const wrong: string[] = [];
    const reads = (await bearerOperations()).filter(
      (op) => op.method === 'GET' && /^\/api\/(\w+)\/\{id\}/.test(op.path),
    );
    expect(reads.length).toBeGreaterThanOrEqual(10);
    for (const op of reads) {
      const entity = /^\/api\/(\w+)\//.exec(op.path)![1];
      // The reads that need a query get a valid one.
      const query = op.path.endsWith('/cost-since') ? '?date=2026-01-01T00:00:00Z' : '';
      // A version read asks for the first version: every save of the fixture kept one.
      const url = op.path.replace('{id}', String(ids[entity])).replace('{n}', '1') + query;
      for (const caller of callers) {
        const res = await t.app.inject({ method: 'GET', url, headers: caller.headers });
        const allowed = roleAllows(caller.role, accessOf(op.operationId));
        const expected = caller.name === 'other kitchen' ? 404 : allowed ? 200 : 403;
        if (res.statusCode !== expected)
          wrong.push(`GET ${url} as ${caller.name}: ${res.statusCode}, not ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('answers 403 exactly where the role does not allow the route', async () => {
    const wrong: string[] = [];
    for (const op of await bearerOperations()) {
      const access = accessOf(op.operationId);
      for (const caller of callers) {
        const res = await t.app.inject({
          method: op.method as 'GET',
          url: withMissingParams(op.path),
          headers: caller.headers,
        });
        const allowed = roleAllows(caller.role, access);
        const ok = allowed
          ? res.statusCode !== 403 && res.statusCode !== 401 && res.statusCode < 500
          : res.statusCode === 403 && res.json().message === MSG.roleForbidden;
        if (!ok)
          wrong.push(
            `${op.method} ${op.path} as ${caller.name}: ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
