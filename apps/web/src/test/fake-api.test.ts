import { DEMO_VENDORS, deletedReply } from '@brigade/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetApi, takeUnanswered } from './api-server';
import { apiError, contractProblem, fakeApi, json, memberOf, TEST_KITCHEN } from './fake-api';
import { takeDrift } from './routes';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const vendor = {
  id: 3,
  name: 'Sysco',
  ingredientCount: 0,
  numberOfIngredients: 0,
  version: 1,
  createdDate: '2026-11-22T10:00:00.000Z',
  lastModifiedDate: '2026-11-22T10:00:00.000Z',
  createdBy: 'chef@example.com',
  modifiedBy: 'chef@example.com',
};

const account = {
  id: 1,
  login: 'chef',
  firstName: 'Ada',
  lastName: 'Cook',
  email: 'chef@example.com',
  langKey: 'en',
  activated: true,
  kitchenId: 4,
  kitchenName: 'Test Kitchen',
  role: 'owner',
};

describe('the fake API’s replies, checked against the server’s contract', () => {
  it('lets through what the server could send', async () => {
    expect(await contractProblem('GET', '/api/calendar-feed', json({ url: null, createdDate: null }))).toBe(
      undefined,
    );
    expect(await contractProblem('DELETE', '/api/menus/3', json(deletedReply('Harvest Dinner')))).toBe(
      undefined,
    );
    expect(await contractProblem('GET', '/api/menus/3', apiError(404, 'Not Found', 'Menu not found'))).toBe(
      undefined,
    );
  });

  it('names the operation and the field of a body the server would not send', async () => {
    expect(await contractProblem('GET', '/api/calendar-feed', json({ url: null }))).toBe(
      'GET /api/calendar-feed (getCalendarFeed) 200: createdDate: Invalid input: expected string, received undefined',
    );
    expect(await contractProblem('GET', '/api/logout', json({}))).toMatch(
      /^GET \/api\/logout \(logout\) 200: message: /,
    );
    expect(
      await contractProblem('POST', '/api/account/reset-password/init', new Response(null, { status: 200 })),
    ).toMatch(/^POST \/api\/account\/reset-password\/init \(requestPasswordReset\) 200: \(body\): /);
  });

  it('checks an error reply’s shape', async () => {
    expect(await contractProblem('GET', '/api/account', json({ error: 'nope' }, 401))).toBe(
      'GET /api/account (getAccount) 401: not the error shape { title, message, errors }',
    );
  });

  it('checks the body of an unexpected success status against the operation’s success body', async () => {
    // register answers 201; a test may fake a 200 to see how the web takes it, but not a wrong body.
    expect(await contractProblem('POST', '/api/register', json(account, 200))).toBe(undefined);
    expect(await contractProblem('POST', '/api/vendors', json({ name: 'Sysco' }, 200))).toMatch(
      /^POST \/api\/vendors \(createVendor\) 200: /,
    );
  });

  it('leaves alone paths that are not Brigade routes', async () => {
    expect(await contractProblem('GET', '/api/things', json('anything'))).toBe(undefined);
  });
});

describe('fakeApi: the routes of a test, answered by MSW at the HTTP level', () => {
  it('answers a route through the real fetch and records the request as sent', async () => {
    const server = fakeApi({ 'POST /api/vendors': () => json(vendor, 201) });

    const response = await fetch('/api/vendors?x=1', {
      method: 'POST',
      headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' },
      body: '{"name":"Sysco"}',
    });

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(vendor);
    const [sent] = server.calls('POST', '/api/vendors');
    expect([sent.path, sent.headers.get('authorization'), sent.body]).toEqual([
      '/api/vendors?x=1',
      'Bearer t',
      '{"name":"Sysco"}',
    ]);
  });

  it('fails the test with a reply off the contract, naming it', async () => {
    fakeApi({ 'GET /api/calendar-feed': () => json({ url: null }) });

    await fetch('/api/calendar-feed');

    // Taken here, so that this test passes; the setup's check after each test sees it otherwise.
    expect(takeDrift()).toEqual([
      'GET /api/calendar-feed (getCalendarFeed) 200: createdDate: Invalid input: expected string, received undefined',
    ]);
  });

  it('fails the test with a request nothing answered, which fails as a network error', async () => {
    const server = fakeApi({});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(fetch('/api/no-such-route')).rejects.toThrow();

    expect(takeUnanswered()).toEqual(['GET /api/no-such-route']);
    expect(error).toHaveBeenCalled();
    expect(server.calls('GET', '/api/no-such-route')).toHaveLength(1);
  });

  it('answers the default routes without being asked, and a later call replaces the earlier routes', async () => {
    const kitchens = await fetch('/api/account/kitchens');
    expect(await kitchens.json()).toEqual([TEST_KITCHEN]);

    fakeApi({ 'GET /api/feedback/config': () => json({ url: 'https://forms.example.com/a' }) });
    fakeApi({ ...memberOf('cook'), 'GET /api/logout': () => json({ message: 'You are signed out.' }) });

    expect(await (await fetch('/api/account/kitchens')).json()).toEqual([{ ...TEST_KITCHEN, role: 'cook' }]);
    // The first call's route is gone: the mocked API answers, as for any route a test does not give.
    const feedback = await fetch('/api/feedback/config', { headers: { Authorization: 'Bearer test-token' } });
    expect(await feedback.json()).toEqual({ url: null });
  });

  it("leaves the routes a test does not give to the mocked API's demo kitchen, seeded afresh after each test", async () => {
    const server = fakeApi({});
    const auth = { Authorization: 'Bearer test-token' };
    const vendorNames = async () => {
      const page = await (await fetch('/api/vendors?limit=100', { headers: auth })).json();
      return (page.content as { name: string }[]).map((v) => v.name);
    };
    expect(await vendorNames()).toEqual([...DEMO_VENDORS].sort());

    const created = await fetch('/api/vendors', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Apex Dairy' }),
    });
    expect(created.status).toBe(201);
    expect(await vendorNames()).toContain('Apex Dairy');
    expect(server.calls('POST', '/api/vendors')[0].body).toBe('{"name":"Apex Dairy"}');

    // What the setup does after each test.
    resetApi();
    expect(await vendorNames()).not.toContain('Apex Dairy');
  });

  it('answers the API wherever the client calls it (VITE_API_BASE_URL), by its path', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com/brigade');
    const server = fakeApi({ 'GET /api/calendar-feed': () => json({ url: null }) });

    const response = await fetch('https://api.example.com/brigade/api/calendar-feed?page=2');

    expect(response.status).toBe(200);
    expect(server.requests.map((r) => r.path)).toEqual(['/api/calendar-feed?page=2']);
    // The reply was checked as the contract's getCalendarFeed, which it does not satisfy.
    expect(takeDrift()).toEqual([
      expect.stringMatching(/^GET \/api\/calendar-feed \(getCalendarFeed\) 200: /),
    ]);
  });
});
