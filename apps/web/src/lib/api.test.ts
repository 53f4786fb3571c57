import { MSG } from '@brigade/core';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../test/api-server';
import { apiError, fakeApi, json } from '../test/fake-api';
import { ApiError, api, buildUrl, readBearer, request, setUnauthorizedHandler } from './api';
import { setSession } from './session';

afterEach(() => setUnauthorizedHandler(null));

describe('request', () => {
  it('sends the session token as a bearer header and JSON by default', async () => {
    const server = fakeApi({ 'POST /api/things': () => json({ id: 7 }, 201) });
    setSession('abc.def.ghi', 'chef@example.com');

    const response = await request<{ id: number }>('/api/things', {
      method: 'POST',
      body: { name: 'Stock' },
    });

    expect(response.status).toBe(201);
    expect(response.data).toEqual({ id: 7 });
    const [sent] = server.requests;
    expect(sent.headers.get('authorization')).toBe('Bearer abc.def.ghi');
    expect(sent.headers.get('content-type')).toBe('application/json');
    expect(sent.body).toBe('{"name":"Stock"}');
  });

  it('sends no token on public calls and plain text when asked', async () => {
    const server = fakeApi({
      'POST /api/account/reset-password/init': () => json({ message: 'Check your e-mail' }),
    });
    setSession('abc', 'chef@example.com');

    await request('/api/account/reset-password/init', {
      method: 'POST',
      text: 'chef@example.com',
      auth: false,
    });

    const [sent] = server.requests;
    expect(sent.headers.get('authorization')).toBeNull();
    expect(sent.headers.get('content-type')).toBe('text/plain');
    expect(sent.body).toBe('chef@example.com');
  });

  it('decodes the error shape into an ApiError', async () => {
    fakeApi({
      'POST /api/register': () =>
        apiError(400, 'Bad Request', 'This e-mail is already in use', [
          { field: 'email', message: 'In use' },
        ]),
    });

    const error = await request('/api/register', { method: 'POST', body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      title: 'Bad Request',
      message: 'This e-mail is already in use',
      errors: [{ field: 'email', message: 'In use' }],
    });
  });

  it('uses a text body as the message, and the spec default when there is none', async () => {
    fakeApi({
      'GET /api/text': () => new Response('Menu not found', { status: 404, statusText: 'Not Found' }),
      'GET /api/empty': () => new Response(null, { status: 502, statusText: 'Bad Gateway' }),
    });

    const text = await request('/api/text').catch((e: unknown) => e);
    const empty = await request('/api/empty').catch((e: unknown) => e);

    expect(text).toMatchObject({ status: 404, title: 'Not Found', message: 'Menu not found', errors: [] });
    expect(empty).toMatchObject({ status: 502, title: 'Bad Gateway', message: MSG.genericError });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    server.use(http.get('*/api/account', () => HttpResponse.error()));

    const error = await request('/api/account').catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 0, message: MSG.genericError });
  });

  it('reports a 401 on an authenticated call, not on a public one', async () => {
    fakeApi({ 'GET /api/account': () => apiError(401, 'Unauthorized', 'Sign in again') });
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);

    await request('/api/account').catch(() => undefined); // no session: a public 401
    expect(onUnauthorized).not.toHaveBeenCalled();

    setSession('expired', 'chef@example.com');
    await expect(request('/api/account')).rejects.toMatchObject({ status: 401, message: 'Sign in again' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('Sign in again');
  });

  it('answers undefined for an empty success body', async () => {
    // No Brigade route answers 204 (every DELETE says what it deleted); the client still takes one.
    fakeApi({ 'DELETE /api/test/empty': () => new Response(null, { status: 204 }) });
    await expect(api.delete('/api/test/empty')).resolves.toBeUndefined();
  });
});

describe('helpers', () => {
  it('builds query strings without empty values', () => {
    expect(
      buildUrl('/api/recipes', { page: 0, searchText: 'bread & butter', category: undefined, x: '' }),
    ).toBe('/api/recipes?page=0&searchText=bread+%26+butter');
    expect(buildUrl('/api/recipes', {})).toBe('/api/recipes');
  });

  it('reads the token of an Authorization: Bearer header', () => {
    expect(readBearer(new Headers({ Authorization: 'Bearer a.b.c' }))).toBe('a.b.c');
    expect(readBearer(new Headers({ Authorization: 'Basic xyz' }))).toBeNull();
    expect(readBearer(new Headers())).toBeNull();
  });
});
