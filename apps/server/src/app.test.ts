import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { badRequest, conflict, notFound } from './errors/app-error.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>Brigade</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'brigade-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("hi")');
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("hi")'));
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the built SPA', () => {
  it('serves index.html for / and for client routes a browser navigates to', async () => {
    for (const url of ['/', '/home', '/portal/chef/recipes/breads', '/account/reset-password?key=abc']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(INDEX_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves fingerprinted assets with a long cache, and 404s a missing file', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
    // The web build's precompressed twin is sent to browsers that accept it.
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("hi")');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('answers an unknown /api route with a JSON 404, never the SPA', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/nope?x=1', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        title: 'Not Found',
        message: `No API route for ${method} /api/nope`,
        errors: [],
      });
    }
  });
});

describe('security headers', () => {
  it('send a CSP that allows only this origin, with inline styles for MUI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'connect-src': "'self'",
      'font-src': "'self' data:",
      'object-src': "'none'",
      'frame-ancestors': "'none'",
    });
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('are on API answers too, errors and unknown routes included', async () => {
    for (const url of ['/api/health', '/api/nope', '/api/account']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});

describe('OpenAPI', () => {
  it('documents the routes at /api/openapi.json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.0.3');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/register',
        '/api/activate',
        '/api/authenticate',
        '/api/account',
        '/api/logout',
        '/api/account/reset-password/init',
        '/api/account/reset-password/finish',
      ]),
    );
    const register = doc.paths['/api/register'].post;
    expect(register.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['login', 'email', 'password']),
    );
    expect(doc.paths['/api/account/reset-password/init'].post.requestBody.content).toHaveProperty(
      'text/plain',
    );
    expect(doc.paths['/api/openapi.json']).toBeUndefined();
  });

  it('serves the Swagger UI at /api/docs with its assets from this origin', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/<script>[^<]/); // no inline script the CSP would block
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
  });
});

describe('the error handler', () => {
  async function appWithRoutes() {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    app.get('/bad', async () => {
      throw badRequest('Nope', [{ field: 'name', message: 'Vendor name is required' }]);
    });
    app.get('/missing', async () => {
      throw notFound('Recipe not found');
    });
    app.get('/clash', async () => {
      throw conflict('This vendor is used by 3 ingredients');
    });
    app.get('/pg', async () => {
      throw Object.assign(new Error('value "99999999999" is out of range for type integer'), {
        code: '22003',
      });
    });
    // A real driver error, wrapped by Drizzle (its SQLSTATE sits on `cause`).
    app.get('/pg-real', async () => {
      await t.db.execute(sql`select 99999999999::int`);
    });
    app.get(
      '/wrong-reply',
      { schema: { response: { 200: z.object({ id: z.number() }) } } },
      async () => ({ id: 'x' }) as never,
    );
    await app.ready();
    return app;
  }

  it('maps AppErrors to their status and shape, and hides internals of unknown errors', async () => {
    const app = await appWithRoutes();
    const boom = await app.inject('/boom');
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({
      title: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
      errors: [],
    });
    expect(boom.body).not.toContain('secret');
    expect((await app.inject('/bad')).json()).toEqual({
      title: 'Bad Request',
      message: 'Nope',
      errors: [{ field: 'name', message: 'Vendor name is required' }],
    });
    expect((await app.inject('/missing')).statusCode).toBe(404);
    const clash = await app.inject('/clash');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().title).toBe('Conflict');
    const pg = await app.inject('/pg');
    expect(pg.statusCode).toBe(400);
    expect(pg.body).not.toContain('99999999999');
    const pgReal = await app.inject('/pg-real');
    expect(pgReal.statusCode).toBe(400);
    expect(pgReal.json().message).toBe('A value is out of range or malformed.');
    const wrongReply = await app.inject('/wrong-reply');
    expect(wrongReply.statusCode).toBe(500);
    expect(wrongReply.json().message).toBe('Something went wrong on our side. Please try again.');
    await app.close();
  });
});
