import { describe, expect, it } from 'vitest';
import { kitchenAccess, readOnlyHeadline, readOnlyMessage, trialDaysLeft, trialEndsAt } from './access.ts';

const created = new Date('2026-03-01T10:00:00Z');

describe('trial', () => {
  it('ends TRIAL_DAYS whole days after the kitchen was created', () => {
    // 14 days after 1 March 10:00 is 15 March 10:00.
    expect(trialEndsAt(created, 14).toISOString()).toBe('2026-03-15T10:00:00.000Z');
    expect(trialEndsAt(created, 0).toISOString()).toBe(created.toISOString());
  });

  it('counts any part of a day as a day, and 0 once over', () => {
    const end = trialEndsAt(created, 14);
    expect(trialDaysLeft(created, end)).toBe(14);
    // One hour after creation: 13 days 23 hours left → 14.
    expect(trialDaysLeft(new Date('2026-03-01T11:00:00Z'), end)).toBe(14);
    // 14 March 10:00:01: 23 h 59 min 59 s left → 1.
    expect(trialDaysLeft(new Date('2026-03-14T10:00:01Z'), end)).toBe(1);
    expect(trialDaysLeft(end, end)).toBe(0);
    expect(trialDaysLeft(new Date('2026-04-01T00:00:00Z'), end)).toBe(0);
  });
});

describe('kitchenAccess', () => {
  const base = { billingEnabled: true, trialEndsAt: trialEndsAt(created, 14) };
  const during = new Date('2026-03-10T00:00:00Z');
  const after = new Date('2026-03-15T10:00:00Z');

  it('is unrestricted with billing off, whatever else', () => {
    expect(
      kitchenAccess({ ...base, billingEnabled: false, now: after, subscriptionStatus: 'canceled' }),
    ).toBe('unrestricted');
  });

  it('is a trial until the trial ends (the end itself is over), then read-only', () => {
    expect(kitchenAccess({ ...base, now: during, subscriptionStatus: null })).toBe('trial');
    expect(kitchenAccess({ ...base, now: new Date(after.getTime() - 1), subscriptionStatus: null })).toBe(
      'trial',
    );
    expect(kitchenAccess({ ...base, now: after, subscriptionStatus: null })).toBe('read-only');
  });

  it('is subscribed while Stripe says active, trialing or past_due, before or after the trial', () => {
    for (const status of ['active', 'trialing', 'past_due']) {
      expect(kitchenAccess({ ...base, now: after, subscriptionStatus: status })).toBe('subscribed');
      expect(kitchenAccess({ ...base, now: during, subscriptionStatus: status })).toBe('subscribed');
    }
  });

  it('an unpaid, canceled or never-paid subscription does not extend the trial', () => {
    for (const status of ['incomplete', 'incomplete_expired', 'canceled', 'unpaid', 'paused']) {
      expect(kitchenAccess({ ...base, now: after, subscriptionStatus: status })).toBe('read-only');
      expect(kitchenAccess({ ...base, now: during, subscriptionStatus: status })).toBe('trial');
    }
  });

  it('says why the kitchen is read-only', () => {
    expect(readOnlyMessage(null)).toMatch(/^Your free trial has ended, so your kitchen is read-only/);
    expect(readOnlyMessage('incomplete_expired')).toMatch(/^Your free trial has ended/);
    expect(readOnlyMessage('canceled')).toMatch(/^Your subscription has ended/);
    expect(readOnlyMessage('canceled')).toMatch(/Subscribe to make changes again\.$/);
    expect(readOnlyHeadline(null)).toBe('Your free trial has ended: your kitchen is read-only.');
    expect(readOnlyHeadline('unpaid')).toBe('Your subscription has ended: your kitchen is read-only.');
  });
});
