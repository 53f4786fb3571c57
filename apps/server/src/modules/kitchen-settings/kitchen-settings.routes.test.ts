import { KITCHEN_SETTINGS_STALE_MESSAGE, type TBanquetEvent } from '@brigade/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

const clock = manualClock('2026-11-20T12:00:00Z');
let t: TestApp;
let chef: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await t.createUser();
  other = await t.createUser();
});
afterAll(() => t.close());

async function call(
  user: TestUser,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  body?: unknown,
  status = 200,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: user.headers,
    payload: body as Record<string, unknown>,
  });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

const book = (user: TestUser, over: Record<string, unknown> = {}): Promise<TBanquetEvent> =>
  call(
    user,
    'POST',
    '/api/events',
    {
      title: 'Hartley Wedding',
      start: '2026-12-12T23:30:00Z',
      end: '2026-12-13T04:00:00Z',
      guestCount: 120,
      location: 'Ballroom',
      ...over,
    },
    201,
  );

describe('kitchen settings: the guarantee deadline', () => {
  it('is three days before the event until the kitchen chooses; the events booked then default to it', async () => {
    expect(await call(chef, 'GET', '/api/kitchen/settings')).toEqual({
      targetFoodCostPercent: 30,
      guaranteeDaysBefore: 3,
      measurementSystem: 'us',
      versionsToKeep: 50,
      onlyApprovedRecipesOnEvents: false,
      version: 0,
    });
    // 2026-12-12 (UTC) − 3 days = 2026-12-09
    expect((await book(chef)).guaranteeDueDate).toBe('2026-12-09');
  });

  it('saves 0 to 60 whole days; new events default to the kitchen’s; a date sent with the event wins', async () => {
    expect(
      await call(chef, 'PUT', '/api/kitchen/settings', { targetFoodCostPercent: 30, guaranteeDaysBefore: 7 }),
    ).toEqual({
      targetFoodCostPercent: 30,
      guaranteeDaysBefore: 7,
      measurementSystem: 'us',
      versionsToKeep: 50,
      onlyApprovedRecipesOnEvents: false,
      version: 1,
    });
    // 2026-12-12 − 7 days = 2026-12-05
    expect((await book(chef)).guaranteeDueDate).toBe('2026-12-05');
    expect((await book(chef, { guaranteeDueDate: '2026-12-10' })).guaranteeDueDate).toBe('2026-12-10');
    // Another kitchen keeps its own default.
    expect((await book(other)).guaranteeDueDate).toBe('2026-12-09');
    // A save that leaves it out (the menus' target field) keeps it.
    expect(await call(chef, 'PUT', '/api/kitchen/settings', { targetFoodCostPercent: 28 })).toEqual({
      targetFoodCostPercent: 28,
      guaranteeDaysBefore: 7,
      measurementSystem: 'us',
      versionsToKeep: 50,
      onlyApprovedRecipesOnEvents: false,
      version: 2,
    });
    expect(
      await call(chef, 'PUT', '/api/kitchen/settings', { targetFoodCostPercent: 28, guaranteeDaysBefore: 0 }),
    ).toEqual({
      targetFoodCostPercent: 28,
      guaranteeDaysBefore: 0,
      measurementSystem: 'us',
      versionsToKeep: 50,
      onlyApprovedRecipesOnEvents: false,
      version: 3,
    });
    expect((await book(chef)).guaranteeDueDate).toBe('2026-12-12');
  });

  it('refuses a deadline that is not 0 to 60 whole days (400), changing nothing', async () => {
    const user = await t.createUser();
    for (const guaranteeDaysBefore of [-1, 61, 2.5, 'soon', null]) {
      const reply = await call(
        user,
        'PUT',
        '/api/kitchen/settings',
        { targetFoodCostPercent: 30, guaranteeDaysBefore },
        400,
      );
      expect(reply.message).toBe('Please enter a whole number of days between 0 and 60');
    }
    expect(await call(user, 'GET', '/api/kitchen/settings')).toEqual({
      targetFoodCostPercent: 30,
      guaranteeDaysBefore: 3,
      measurementSystem: 'us',
      versionsToKeep: 50,
      onlyApprovedRecipesOnEvents: false,
      version: 0,
    });
  });
});

describe('kitchen settings: two saves from one snapshot', () => {
  it('the first wins, the second answers 409 and changes nothing; a save from the new version goes through', async () => {
    const user = await t.createUser();
    const snapshot = await call(user, 'GET', '/api/kitchen/settings');
    const first = await call(user, 'PUT', '/api/kitchen/settings', {
      ...snapshot,
      targetFoodCostPercent: 28,
    });
    expect(first).toMatchObject({ targetFoodCostPercent: 28, version: 1 });
    const second = await call(
      user,
      'PUT',
      '/api/kitchen/settings',
      { ...snapshot, guaranteeDaysBefore: 10 },
      409,
    );
    expect(second.message).toBe(KITCHEN_SETTINGS_STALE_MESSAGE);
    expect(second.errors).toEqual([{ field: 'version', message: KITCHEN_SETTINGS_STALE_MESSAGE }]);
    expect(await call(user, 'GET', '/api/kitchen/settings')).toEqual(first);
    // Read again, then saved: it goes through (and the target the first chef set is kept).
    expect(await call(user, 'PUT', '/api/kitchen/settings', { ...first, guaranteeDaysBefore: 10 })).toEqual({
      targetFoodCostPercent: 28,
      guaranteeDaysBefore: 10,
      measurementSystem: 'us',
      versionsToKeep: 50,
      onlyApprovedRecipesOnEvents: false,
      version: 2,
    });
    // Without a version there is nothing to compare: the save goes through (spec 7's PUT without version).
    expect(await call(user, 'PUT', '/api/kitchen/settings', { targetFoodCostPercent: 27 })).toMatchObject({
      targetFoodCostPercent: 27,
      version: 3,
    });
  });

  it('refuses numbers sent as text ("12") and a version sent as text, changing nothing', async () => {
    const user = await t.createUser();
    for (const body of [
      { targetFoodCostPercent: '12' },
      { targetFoodCostPercent: 30, guaranteeDaysBefore: '5' },
      { targetFoodCostPercent: 30, version: '0' },
    ])
      await call(user, 'PUT', '/api/kitchen/settings', body, 400);
    expect(await call(user, 'GET', '/api/kitchen/settings')).toMatchObject({
      targetFoodCostPercent: 30,
      guaranteeDaysBefore: 3,
      version: 0,
    });
  });
});
