import { MSG } from '@brigade/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../lib/session';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { setupUser } from '../../test/user-event';

async function openSignIn(path = '/') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Sign in to Brigade' });
  return { ...view, user: setupUser() };
}

describe('sign in (spec 4, 5)', () => {
  it('shows the tagline and the sign-in sentence', async () => {
    await openSignIn();
    expect(screen.getByText('Events Simplified')).toBeTruthy();
    expect(screen.getByText('Simplify your kitchen operations and optimize your events.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('asks for the e-mail and the password when they are missing', async () => {
    const server = fakeApi({});
    const { user } = await openSignIn();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(MSG.emailRequired)).toBeTruthy();
    expect(screen.getByText(MSG.passwordRequired)).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(server.calls('POST', '/api/authenticate')).toHaveLength(0);
  });

  it('refuses an address that is not an e-mail', async () => {
    const server = fakeApi({});
    const { user } = await openSignIn();

    await user.type(screen.getByLabelText('Email'), 'chef.example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(MSG.emailInvalid)).toBeTruthy();
    expect(server.calls('POST', '/api/authenticate')).toHaveLength(0);
  });

  it('stores the token and the username, then goes to /home', async () => {
    const server = fakeApi({
      'POST /api/authenticate': () =>
        json({ id_token: 'body-token' }, 200, { Authorization: 'Bearer header-token' }),
    });
    const { user, router } = await openSignIn();

    await user.type(screen.getByLabelText('Email'), '  chef@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to Brigade' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('header-token');
    expect(sessionStorage.getItem(SESSION_KEYS.username)).toBe('chef@example.com');
    const [sent] = server.calls('POST', '/api/authenticate');
    expect(JSON.parse(sent.body ?? '')).toEqual({
      username: 'chef@example.com',
      password: 'secret-password',
    });
    expect(sent.headers.get('authorization')).toBeNull();
  });

  it('shows the server message below the form and keeps no token', async () => {
    fakeApi({
      'POST /api/authenticate': () => apiError(401, 'Unauthorized', 'Your account is not activated yet'),
    });
    const { user, router } = await openSignIn();

    await user.type(screen.getByLabelText('Email'), 'chef@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Your account is not activated yet');
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('shows the activated banner on /activated', async () => {
    await openSignIn('/activated');
    expect(screen.getByRole('status').textContent).toBe('Your account has been activated. Please sign in.');
  });

  it('sends a signed-in visitor on to /home', async () => {
    const { router } = renderApp('/', { signedInAs: 'chef@example.com' });
    await screen.findByRole('heading', { name: 'Welcome to Brigade' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
