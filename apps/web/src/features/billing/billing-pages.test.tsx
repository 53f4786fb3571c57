import type { TStripeConfig, TSubscriptionState } from '@brigade/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { setupUser } from '../../test/user-event';

const price = { id: 'price_monthly', unit_amount: 1200, currency: 'usd', interval: 'month' };
const billingOn: TStripeConfig = {
  billingEnabled: true,
  publishableKey: 'pk_test_1',
  stripeJsUrl: 'https://js.stripe.test/v3',
  trialDays: 14,
  prices: [price],
};
const trial: TSubscriptionState = {
  billingEnabled: true,
  access: 'trial',
  readOnlyMessage: null,
  trialEndsAt: '2026-03-15T10:00:00.000Z',
  trialDaysLeft: 9,
  subscription: null,
};
const active: TSubscriptionState = {
  ...trial,
  access: 'subscribed',
  subscription: {
    id: 'sub_1',
    status: 'active',
    priceId: 'price_monthly',
    currentPeriodEnd: '2026-04-14T12:00:00.000Z',
    cancelAtPeriodEnd: false,
  },
};

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

/** What the current test's Stripe answers to confirmCardPayment (stubStripe). */
let confirmCardPayment = vi.fn();

/**
 * A stand-in for Stripe.js: the card element mounts an input; confirmCardPayment answers as told.
 * The page loads Stripe.js once (load-stripe.ts keeps the first it finds), so every test stubs the
 * same constructor, which answers with the current test's `confirm`.
 */
const Stripe = () => ({
  elements: () => ({
    create: () => ({
      mount: (host: HTMLElement) =>
        host.append(Object.assign(document.createElement('input'), { ariaLabel: 'Card number' })),
      on: () => undefined,
      destroy: () => undefined,
    }),
  }),
  confirmCardPayment: (secret: string, data: unknown) => confirmCardPayment(secret, data),
});

function stubStripe(confirm: (secret: string, data: unknown) => Promise<unknown>) {
  confirmCardPayment = vi.fn(confirm);
  vi.stubGlobal('Stripe', Stripe);
  return confirmCardPayment;
}

describe('payment screens (spec 2, 4, 8, 9)', () => {
  it('/products says so when billing is off', async () => {
    fakeApi({
      'GET /api/stripe-config': () =>
        json({ billingEnabled: false, publishableKey: null, stripeJsUrl: null, trialDays: 0, prices: [] }),
    });
    renderApp('/products');
    expect(
      await screen.findByText(
        'Billing is off on this server: every kitchen is free to use, with no trial and no time limit.',
      ),
    ).toBeTruthy();
  });

  it('shows unit_amount ÷ 100 per month; Next creates the subscription, Pay confirms it with the billing name', async () => {
    const user = setupUser();
    const api = fakeApi({
      'GET /api/stripe-config': () => json(billingOn),
      'GET /api/subscription': () => json(trial),
      'POST /api/create-subscription': () => json({ subscriptionId: 'sub_1', clientSecret: 'pi_1_secret_x' }),
    });
    const confirm = stubStripe(async () => ({ error: { message: 'Your card was declined.' } }));
    const { router } = renderApp('/products', { signedInAs: 'chef@example.com' });

    // 1200 cents ÷ 100 = $12.00.
    expect(await screen.findByText('$12.00 / month')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/subscribe');
    expect(JSON.parse(api.calls('POST', '/api/create-subscription')[0].body ?? '')).toEqual({
      priceId: 'price_monthly',
    });

    // The name is required before anything goes to Stripe.
    const pay = await screen.findByRole('button', { name: 'Pay' });
    await waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false));
    await user.click(pay);
    expect(await screen.findByText('Please enter the name on the card')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Name on card/), 'Julia Child');
    await user.click(pay);
    // Stripe's own message, under the form (spec 8).
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(confirm).toHaveBeenCalledWith('pi_1_secret_x', {
      payment_method: { card: expect.anything(), billing_details: { name: 'Julia Child' } },
    });

    confirm.mockImplementation(async () => ({ paymentIntent: { status: 'succeeded' } }));
    await user.click(pay);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('Back returns to the plan', async () => {
    const user = setupUser();
    fakeApi({
      'GET /api/stripe-config': () => json(billingOn),
      'GET /api/subscription': () => json(trial),
      'POST /api/create-subscription': () => json({ subscriptionId: 'sub_1', clientSecret: 'pi_1_secret_x' }),
    });
    stubStripe(async () => ({}));
    const { router } = renderApp('/products', { signedInAs: 'chef@example.com' });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
  });

  it('/account shows the plan, its status and next payment, and cancels at period end', async () => {
    const user = setupUser();
    const api = fakeApi({
      'GET /api/stripe-config': () => json(billingOn),
      'GET /api/subscription': () => json(active),
      'PATCH /api/subscription': () =>
        json({ ...active, subscription: { ...active.subscription, cancelAtPeriodEnd: true } }),
    });
    renderApp('/account', { signedInAs: 'chef@example.com' });
    const plan = await screen.findByRole('heading', { name: 'Subscription' });
    const card = plan.closest('div') as HTMLElement;
    expect(await within(card).findByText('Brigade monthly plan, $12.00 / month')).toBeTruthy();
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(within(card).getByText('Next payment')).toBeTruthy();
    expect(within(card).getByText('April 14, 2026')).toBeTruthy();

    // Asked first, with the date it ends on; keeping it changes nothing.
    await user.click(screen.getByRole('button', { name: 'Cancel at period end' }));
    let dialog = await screen.findByRole('dialog', {
      name: 'Cancel your subscription at the end of the period?',
    });
    expect(dialog.textContent).toContain('until April 14, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('PATCH', '/api/subscription')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel at period end' }));
    dialog = await screen.findByRole('dialog', {
      name: 'Cancel your subscription at the end of the period?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Keep my subscription' })).toBeTruthy();
    expect(JSON.parse(api.calls('PATCH', '/api/subscription')[0].body ?? '')).toEqual({
      cancelAtPeriodEnd: true,
    });
    expect(screen.getByText('Ends on')).toBeTruthy();
    // The pressed button is gone: focus is on the card's title.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Subscription' })),
    );
  });

  it('a read-only kitchen sees why under the top bar, with the way to the plan', async () => {
    fakeApi({
      'GET /api/subscription': () =>
        json({
          ...trial,
          access: 'read-only',
          trialDaysLeft: 0,
          readOnlyMessage: 'Your free trial has ended, so your kitchen is read-only: …',
        }),
    });
    renderApp('/home', { signedInAs: 'chef@example.com' });
    const banner = await screen.findByText(
      'Your free trial has ended: your kitchen is read-only. Nothing is deleted.',
    );
    const alert = banner.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'See the plan' }).getAttribute('href')).toBe('/products');
  });
});
