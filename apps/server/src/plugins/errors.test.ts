import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { MSG } from '@brigade/core';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../modules/accounts/accounts.test-helpers.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app.ts';
import { registerErrorHandler } from './errors.ts';

/** What reaches the error handler, and what reaches the log. */

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ logStream });
  user = await t.createUser();
});
afterAll(() => t.close());

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  expect(headers['content-security-policy'], what).toContain("default-src 'self'");
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
}

describe('replies Fastify makes before any hook', () => {
  it('a 250-character path id: 414 in the error shape, with the security headers, not echoing the path', async () => {
    const id = '9'.repeat(250);
    const res = await t.app.inject({ method: 'GET', url: `/api/ingredients/${id}`, headers: user.headers });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      title: 'URI Too Long',
      message: 'The request URL is too long.',
      errors: [],
    });
    expect(res.body).not.toContain(id);
    expectSecurityHeaders(res.headers, '414');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a malformed percent-encoding in the path: 400 in the error shape, with the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/recipes/%E0%A4%A', headers: user.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      title: 'Bad Request',
      message: 'The request URL is not valid.',
      errors: [],
    });
    expectSecurityHeaders(res.headers, '400');
  });

  it('a request that is not HTTP: 400 in the error shape, with the security headers', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = new URL(address);
      const raw = await new Promise<string>((resolve, reject) => {
        let answer = '';
        const socket = connect(Number(port), '127.0.0.1', () =>
          socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
        );
        socket.on('data', (d) => {
          answer += d.toString();
        });
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
      const [head, body] = raw.split('\r\n\r\n');
      expect(head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
      expect(head).toContain('x-content-type-options: nosniff');
      expect(head).toContain("content-security-policy: default-src 'self'");
      expect(JSON.parse(body)).toEqual({
        title: 'Bad Request',
        message: 'The request is not valid HTTP.',
        errors: [],
      });
    } finally {
      await t.app.server.close();
    }
  });

  it('every API reply says Cache-Control: no-store, errors included', async () => {
    for (const [url, status] of [
      ['/api/account', 200],
      ['/api/vendors/0x10', 400],
      ['/api/vendors/999999', 404],
      ['/api/nope', 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: user.headers });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expectSecurityHeaders(res.headers, url);
    }
  });
});

describe('a JSON body that is no object', () => {
  it("answers 400 saying the body must be a JSON object (not Zod's words), on public and data routes", async () => {
    const message = 'The request body must be a JSON object.';
    for (const url of ['/api/register', '/api/vendors']) {
      for (const payload of ['null', '[]', '"Sysco"', '42']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...user.headers, 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, `${url} ${payload}`).toBe(400);
        expect(res.json(), `${url} ${payload}`).toEqual({
          title: 'Bad Request',
          message,
          errors: [{ field: 'body', message }],
        });
      }
    }
    const vendors = await t.app.inject({ method: 'GET', url: '/api/vendors', headers: user.headers });
    expect(vendors.json().content).toEqual([]);
  });
});

describe('a NUL character in text', () => {
  it('answers 400 with the control-character message on the public routes and on data routes', async () => {
    const cases = [
      {
        method: 'POST',
        url: '/api/register',
        payload: registration({ firstName: 'Ju\u0000lia' }),
        field: 'firstName',
      },
      {
        method: 'POST',
        url: '/api/authenticate',
        payload: { username: 'chef\u0000', password: 'x' },
        field: 'username',
      },
      { method: 'POST', url: '/api/vendors', payload: { name: 'Sysco\u0000' }, field: 'name' },
      { method: 'GET', url: '/api/ingredients?searchText=fl%00our', field: 'searchText' },
      { method: 'POST', url: '/api/menus', payload: { name: 'Spring\u0000' }, field: 'name' },
    ] as const;
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: user.headers,
        ...('payload' in c ? { payload: c.payload } : {}),
      });
      expect(res.statusCode, c.url).toBe(400);
      expect(res.json(), c.url).toEqual({
        title: 'Bad Request',
        message: MSG.controlCharacters,
        errors: [{ field: c.field, message: MSG.controlCharacters }],
      });
    }
  });

  it('that a schema let through still answers 400, not 500 (the database refuses NUL)', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/nul', async () => t.db.execute(sql`select ${'a\u0000b'}::text as v`));
    const res = await app.inject('/nul');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ title: 'Bad Request', message: MSG.controlCharacters, errors: [] });
    await app.close();
  });
});

describe('the log of a failed query', () => {
  it('names the failure but never the values the query was sent with (a failed sign-up)', async () => {
    // A constraint only this test adds makes the sign-up's INSERT fail after the password was hashed.
    await t.db.execute(sql`ALTER TABLE users ADD CONSTRAINT test_no_boom CHECK (first_name <> 'Boom')`);
    try {
      const body = registration({ firstName: 'Boom', password: 'a-very-secret-password' });
      lines.length = 0;
      const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
      expect(res.statusCode).toBe(500);
      const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
      expect(failure, 'the 500 is logged').toBeDefined();
      const logged = lines.join('\n');
      for (const secret of [body.login, body.email, 'scrypt$', 'a-very-secret-password'])
        expect(logged, secret).not.toContain(secret);
      expect(JSON.stringify(failure)).toContain('23514'); // check_violation: what failed is there
      expect(failure.err.message).toContain('params: [not logged]');
    } finally {
      await t.db.execute(sql`ALTER TABLE users DROP CONSTRAINT test_no_boom`);
    }
  });
});
