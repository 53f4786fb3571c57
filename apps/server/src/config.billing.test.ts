import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
  STRIPE_PRICE_ID: 'price_monthly',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
};

const problems = (env: Record<string, string>) => {
  try {
    parseConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
};

describe('billing configuration', () => {
  it('is off when no STRIPE_* key is set (the self-hosted default), blanks included', () => {
    expect(parseConfig({}).billing).toBeUndefined();
    expect(parseConfig({ STRIPE_SECRET_KEY: ' ', TRIAL_DAYS: '30' }).billing).toBeUndefined();
  });

  it('is on with the four keys, a 14-day trial and Stripe.js from Stripe by default', () => {
    expect(parseConfig(stripe).billing).toEqual({
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_123',
      priceId: 'price_monthly',
      webhookSecret: 'whsec_abc',
      trialDays: 14,
      apiUrl: undefined,
      jsUrl: 'https://js.stripe.com/v3',
    });
  });

  it('takes the trial length and, for tests, where the API and Stripe.js are', () => {
    const billing = parseConfig({
      ...stripe,
      TRIAL_DAYS: '0',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      STRIPE_JS_URL: 'http://127.0.0.1:12111/v3',
    }).billing;
    expect(billing?.trialDays).toBe(0);
    expect(billing?.apiUrl?.port).toBe('12111');
    expect(billing?.apiUrl?.protocol).toBe('http:');
    expect(billing?.jsUrl).toBe('http://127.0.0.1:12111/v3');
  });

  it('refuses a half configuration, naming what is missing', () => {
    expect(problems({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PRICE_ID: 'price_monthly' })).toEqual([
      'Billing needs all of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_PRICE_ID, STRIPE_WEBHOOK_SECRET; missing STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET (unset all four to turn billing off)',
    ]);
  });

  it('refuses a trial that is not a whole number of days from 0 to 365, and URLs that are not http(s)', () => {
    expect(problems({ ...stripe, TRIAL_DAYS: '-1' })).toEqual([
      'TRIAL_DAYS must be a whole number of days between 0 and 365',
    ]);
    expect(problems({ ...stripe, TRIAL_DAYS: '1.5' })).toEqual([
      'TRIAL_DAYS must be a whole number of days between 0 and 365',
    ]);
    expect(problems({ ...stripe, STRIPE_API_URL: 'ftp://x' })).toEqual([
      'STRIPE_API_URL must be an http(s) URL like http://127.0.0.1:12111',
    ]);
  });
});
