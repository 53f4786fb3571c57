import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app.ts';

const SPA = 'https://app.brigade.example';
const OTHER = 'https://evil.example';

const preflight = (t: TestApp, origin: string, method = 'POST') =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/authenticate',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type',
    },
  });

describe('CORS for a web app served from another origin (CORS_ORIGINS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { corsOrigins: [SPA], webApiOrigin: 'https://api.brigade.example' } });
  });
  afterAll(() => t.close());

  it('answers a listed origin’s preflight with the methods and headers the web app sends', async () => {
    const reply = await preflight(t, SPA, 'PUT');
    expect(reply.statusCode).toBe(204);
    expect(reply.headers['access-control-allow-origin']).toBe(SPA);
    expect(String(reply.headers['access-control-allow-methods'])).toContain('PUT');
    expect(String(reply.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(reply.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('signs in across origins and lets the page read the token from Authorization', async () => {
    const user = await t.createUser();
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { origin: SPA },
      payload: { username: user.email, password: TEST_PASSWORD },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers.authorization).toMatch(/^Bearer \S+$/);
    expect(reply.headers['access-control-allow-origin']).toBe(SPA);
    expect(String(reply.headers['access-control-expose-headers']).toLowerCase()).toContain('authorization');
    const account = await t.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: { origin: SPA, authorization: String(reply.headers.authorization) },
    });
    expect(account.statusCode).toBe(200);
    expect(account.headers['access-control-allow-origin']).toBe(SPA);
  });

  it('gives an origin it does not list no CORS headers', async () => {
    const reply = await preflight(t, OTHER);
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
    const get = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: OTHER } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the pages it serves connect to the API origin the web app was built for', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.brigade\.example(;|$)/);
  });
});

describe('without CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses every cross-origin preflight and keeps connect-src to its own origin', async () => {
    const reply = await preflight(t, SPA);
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
  });
});

describe('CORS_ORIGINS, API_URL and VITE_API_BASE_URL in the environment', () => {
  it('reads a comma-separated list of origins, trailing slashes and blanks dropped', () => {
    const config = parseConfig({ CORS_ORIGINS: 'https://a.example/, http://localhost:5173,,' });
    expect(config.corsOrigins).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(parseConfig({}).corsOrigins).toEqual([]);
  });

  it('refuses an origin with a path, or no scheme, naming the variable', () => {
    for (const bad of ['https://a.example/app', 'a.example', '*']) {
      expect(() => parseConfig({ CORS_ORIGINS: bad })).toThrow(/CORS_ORIGINS must list origins/);
    }
  });

  it('addresses the API by API_URL (default PUBLIC_URL) and allows connections to VITE_API_BASE_URL', () => {
    expect(parseConfig({ PUBLIC_URL: 'https://app.example' }).apiUrl).toBe('https://app.example');
    const split = parseConfig({ PUBLIC_URL: 'https://app.example', API_URL: 'https://api.example/' });
    expect(split.apiUrl).toBe('https://api.example');
    expect(parseConfig({ VITE_API_BASE_URL: 'https://api.example/v1' }).webApiOrigin).toBe(
      'https://api.example',
    );
  });
});
