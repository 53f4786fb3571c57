import { MSG } from '@brigade/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { setupUser } from '../../test/user-event';

async function openReset(path: string) {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Reset Your Password' });
  return { ...view, user: setupUser() };
}

describe('reset password (spec 2, 8)', () => {
  it('needs a password of 8 characters or more', async () => {
    const server = fakeApi({});
    const { user } = await openReset('/account/reset-password?key=k1');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MSG.passwordRequired)).toBeTruthy();

    await user.type(screen.getByLabelText('Password'), 'short');
    expect(await screen.findByText(MSG.passwordTooShort)).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it('sends the key and the new password; success says so and goes to /', async () => {
    const server = fakeApi({
      'POST /api/account/reset-password/finish': () => json({ message: MSG.resetSucceeded }, 201),
    });
    const { user, router } = await openReset('/account/reset-password?key=reset-key-42');

    await user.type(screen.getByLabelText('Password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MSG.resetSucceeded)).toBeTruthy();
    const [sent] = server.calls('POST', '/api/account/reset-password/finish');
    expect(JSON.parse(sent.body ?? '')).toEqual({ key: 'reset-key-42', newPassword: 'new-password-1' });

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Brigade' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('says the reset failed for a used or expired key', async () => {
    fakeApi({ 'POST /api/account/reset-password/finish': () => apiError(400, 'Bad Request', 'Invalid key') });
    const { user, router } = await openReset('/account/reset-password?key=used');

    await user.type(screen.getByLabelText('Password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MSG.resetFailed)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/account/reset-password');
  });

  it('explains a link without a key instead of showing the form', async () => {
    await openReset('/account/reset-password');
    expect(screen.getByRole('alert').textContent).toContain(MSG.resetFailed);
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'request a new one' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
