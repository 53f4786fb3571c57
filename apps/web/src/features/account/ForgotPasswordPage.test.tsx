import { MSG } from '@brigade/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { setupUser } from '../../test/user-event';

async function openForgot() {
  const view = renderApp('/forgot-password');
  await screen.findByRole('heading', { name: 'Forgot Your Password' });
  return { ...view, user: setupUser() };
}

describe('forgot password (spec 2, 8)', () => {
  it('asks for the address', async () => {
    const server = fakeApi({});
    const { user } = await openForgot();

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(MSG.emailRequired)).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it('sends the address as text/plain and, after success, closing goes to /', async () => {
    const server = fakeApi({
      'POST /api/account/reset-password/init': () => json({ message: MSG.forgotSent }),
    });
    const { user, router } = await openForgot();

    await user.type(screen.getByLabelText('Email Address'), 'chef@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MSG.forgotSent)).toBeTruthy();
    const [sent] = server.calls('POST', '/api/account/reset-password/init');
    expect(sent.body).toBe('chef@example.com');
    expect(sent.headers.get('content-type')).toBe('text/plain');

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Brigade' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('says it could not find an unknown address and stays', async () => {
    fakeApi({
      'POST /api/account/reset-password/init': () => apiError(400, 'Bad Request', 'Email not found'),
    });
    const { user, router } = await openForgot();

    await user.type(screen.getByLabelText('Email Address'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Email not found' });
    expect(within(dialog).getByText(MSG.forgotNotFound)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });
});
