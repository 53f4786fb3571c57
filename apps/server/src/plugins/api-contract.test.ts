import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_OPERATIONS, ZAccount, ZIdParams, ZVendorRequest } from '@brigade/core';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { operationRoute } from '../modules/operation-route.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { registerApiContract } from './api-contract.ts';

type Operation = {
  operationId?: string;
  parameters?: { in: string; name: string; schema: { type?: string } }[];
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
};
type Document = { servers?: { url: string }[]; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Document;
const documented: { method: string; path: string; op: Operation }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  for (const [p, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item))
      documented.push({ method: method.toUpperCase(), path: p, op });
  }
});
afterAll(() => t.close());

describe('every registered API route, from the contract', () => {
  it('has an operationId: the contract’s name for its method and path', () => {
    expect(documented.length).toBeGreaterThan(40);
    for (const { method, path: p, op } of documented) {
      const expected = API_OPERATIONS.find((o) => o.method === method && o.path === p)?.operationId;
      expect(op.operationId, `${method} ${p}`).toBeDefined();
      expect(op.operationId, `${method} ${p}`).toBe(expected);
    }
  });

  it('has a schema for each success reply (a 204 has no body)', () => {
    for (const { method, path: p, op } of documented) {
      const success = Object.keys(op.responses).filter((s) => s.startsWith('2'));
      expect(success.length, `${method} ${p}`).toBeGreaterThan(0);
      for (const status of success) {
        const content = op.responses[status].content;
        if (status === '204') expect(content, `${method} ${p} 204`).toBeUndefined();
        else {
          const schemas = Object.values(content ?? {}).map((c) => c.schema);
          expect(schemas.length, `${method} ${p} ${status}`).toBeGreaterThan(0);
          for (const schema of schemas) expect(schema, `${method} ${p} ${status}`).toBeTypeOf('object');
        }
      }
    }
  });

  it('declares its security: [] when public, the bearer token otherwise', () => {
    for (const { method, path: p, op } of documented) {
      expect(Array.isArray(op.security), `${method} ${p}`).toBe(true);
      const contract = API_OPERATIONS.find((o) => o.operationId === op.operationId);
      expect(op.security, `${method} ${p}`).toEqual(
        contract?.security === 'public' ? [] : [{ bearerAuth: [] }],
      );
    }
    expect(doc.paths['/api/register'].post.security).toEqual([]);
    expect(doc.paths['/api/ingredients'].get.security).toEqual([{ bearerAuth: [] }]);
  });

  it('documents numeric path and query parameters (ids, page, limit) as integers', () => {
    const numeric = documented.flatMap(({ method, path: p, op }) =>
      (op.parameters ?? [])
        .filter((par) => /^(id|[a-z]+Id|page|limit)$/.test(par.name))
        .map((par) => ({ where: `${method} ${p} ${par.in} ${par.name}`, type: par.schema.type })),
    );
    expect(numeric.length).toBeGreaterThan(30);
    expect(numeric.filter((par) => par.type !== 'integer')).toEqual([]);
    const { parameters } = doc.paths['/api/events/{id}'].get;
    expect(parameters?.find((par) => par.name === 'id')?.schema).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 2147483647,
    });
  });

  it('leaves no operation of the contract unregistered (a stale entry would mislead the web’s fake)', () => {
    const registered = new Set(documented.map((d) => d.op.operationId));
    expect(API_OPERATIONS.filter((o) => !registered.has(o.operationId)).map((o) => o.operationId)).toEqual(
      [],
    );
  });

  it('answers 401 without a token wherever the contract says bearer', async () => {
    const lax: string[] = [];
    for (const op of API_OPERATIONS.filter((o) => o.security === 'bearer')) {
      // Sign-out answers 200 with or without a valid token: the client forgets its token either way.
      if (op.operationId === 'logout') continue;
      const url = op.path.replace(/\{[^}]+\}/g, '1');
      const res = await t.app.inject({
        method: op.method,
        url,
        payload: ['GET', 'DELETE'].includes(op.method) ? undefined : {},
      });
      if (res.statusCode !== 401) lax.push(`${op.method} ${url} → ${res.statusCode}`);
    }
    expect(lax).toEqual([]);
  });

  it('names the server in `servers` (PUBLIC_URL)', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'http://brigade.test' })]);
  });
});

describe('a route that does not keep to the contract stops the server at start', () => {
  const bare = () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerApiContract(app);
    return app;
  };

  it('refuses a route the contract does not have', async () => {
    const app = bare();
    await expect(async () => {
      app.get('/api/nowhere', async () => ({}));
      await app.ready();
    }).rejects.toThrow('GET /api/nowhere is not in the API contract');
  });

  it('refuses a route that declares its own request schema, even the contract’s very one', async () => {
    for (const [part, schema] of [
      ['body', ZVendorRequest],
      ['params', ZIdParams],
    ] as const) {
      const app = bare();
      await expect(async () => {
        app.put('/api/vendors/:id', { schema: { [part]: schema } }, async () => ({}));
        await app.ready();
      }).rejects.toThrow(`PUT /api/vendors/:id (updateVendor) declares its own ${part} schema`);
    }
  });

  it('takes a route’s request schemas from the contract', async () => {
    const app = bare();
    operationRoute(app, 'getCalendarIcs', { tags: ['events'], summary: 'A feed' }, (request) =>
      request.params.token.slice(0, 3),
    );
    await app.ready();
    // The contract's params schema: 43 URL-safe characters and .ics.
    expect((await app.inject({ method: 'GET', url: '/api/calendar/abc' })).statusCode).toBe(400);
    const ok = await app.inject({ method: 'GET', url: `/api/calendar/${'a'.repeat(43)}.ics` });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a success reply other than the contract’s', async () => {
    const app = bare();
    await expect(async () => {
      app.get(
        '/api/account',
        { schema: { response: { 200: z.object({ id: z.string() }) } } },
        async () => ({}),
      );
      await app.ready();
    }).rejects.toThrow('GET /api/account (getAccount) declares a 200 reply other than the contract’s');
    const csv = bare();
    await expect(async () => {
      csv.get(
        '/api/calendar/:token',
        { schema: { response: { 200: { content: { 'text/csv': { schema: z.string() } } } } } },
        async () => '',
      );
      await csv.ready();
    }).rejects.toThrow(
      'GET /api/calendar/:token (getCalendarIcs) declares a 200 reply other than the contract’s',
    );
  });

  it('refuses a success status the contract does not list, a security it does not say, another name', async () => {
    const app = bare();
    await expect(async () => {
      app.post('/api/register', { schema: { response: { 200: ZAccount } } }, async () => ({}));
      await app.ready();
    }).rejects.toThrow('POST /api/register (register) declares a 200 reply the contract does not have');
    const other = bare();
    await expect(async () => {
      other.get('/api/account', { schema: { security: [] } }, async () => ({}));
      await other.ready();
    }).rejects.toThrow('declares security [], the contract bearer');
    const misnamed = bare();
    await expect(async () => {
      misnamed.get('/api/menus/:id', { schema: { operationId: 'fetchMenu' } }, async () => ({}));
      await misnamed.ready();
    }).rejects.toThrow('GET /api/menus/:id (getMenu) is named fetchMenu: the contract names it getMenu');
  });

  it('fills in what a route leaves out, and accepts an equal schema defined elsewhere', async () => {
    const app = bare();
    const sameAsCore = z.object({ status: z.literal('UP'), database: z.literal('UP') });
    app.get('/api/health', { schema: { response: { 200: sameAsCore } } }, async () => ({
      status: 'UP' as const,
      database: 'UP' as const,
    }));
    app.get('/api/account', async () => ({ login: 'cook' }));
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'UP',
      database: 'UP',
    });
    // The account route declared no reply schema: the contract's ZAccount now checks its reply, and a
    // reply missing its fields fails (500) instead of leaving the server unchecked.
    expect((await app.inject({ method: 'GET', url: '/api/account' })).statusCode).toBe(500);
    await app.close();
  });
});

describe('the OpenAPI document', () => {
  it('passes Redocly’s recommended rules with no error', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'brigade-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc));
      const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [cli, 'lint', file, '--extends=recommended', '--format=json'],
        {
          cwd: dir,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          maxBuffer: 16 * 1024 * 1024,
        },
      ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
      const report = JSON.parse(stdout) as {
        totals: { errors: number };
        problems: { ruleId: string; severity: string; location: { pointer: string }[] }[];
      };
      const errors = report.problems
        .filter((p) => p.severity === 'error')
        .map((p) => `${p.ruleId} ${p.location[0]?.pointer}`);
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
