import { deletedReply } from '@brigade/core';
import { describe, expect, it } from 'vitest';
import { apiError, contractProblem, json } from './fake-api';

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
