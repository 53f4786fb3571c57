import { MSG } from '@brigade/core';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../app/query-client';
import { SESSION_KEYS } from '../../lib/session';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { setupUser } from '../../test/user-event';
import { HARBOR, preview } from './test-fixtures';

afterEach(() => queryClient.clear());

const KEY = 'k3y-Of-An-Invitation_0123456789abcdefghijklm';
const PATH = `/invitation?key=${KEY}`;
const JOINED = { id_token: 'harbor-token', kitchen: { ...HARBOR, role: 'cook' as const, active: true } };

/** The sentence of the invitation, however it is marked up. */
const invitationText = () =>
  screen.findByText(
    (_content, element) => element?.tagName === 'P' && /invited you to join/.test(element.textContent ?? ''),
  );

describe('the invitation page', { timeout: 30_000 }, () => {
  it('signed out: says who invites to which kitchen as what, signs in, comes back and accepts', async () => {
    const server = fakeApi({
      [`GET /api/invitations/${KEY}`]: () => json(preview()),
      'POST /api/authenticate': () =>
        json({ id_token: 'own-token' }, 200, { Authorization: 'Bearer own-token' }),
      [`POST /api/invitations/${KEY}/accept`]: () => json(JOINED),
    });
    const { router } = renderApp(PATH);
    const user = setupUser();

    expect((await invitationText()).textContent).toBe('Ana Lopez invited you to join Harbor Cafe as Cook.');
    expect(screen.getByRole('heading', { name: 'Join Harbor Cafe' })).toBeTruthy();
    // The public read sends no token.
    expect(server.calls('GET', `/api/invitations/${KEY}`)[0].headers.get('authorization')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign in to accept' }));
    await screen.findByRole('heading', { name: 'Sign in to Brigade' });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('cleo@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    // Back on the invitation, signed in.
    await user.click(await screen.findByRole('button', { name: 'Accept and join Harbor Cafe' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Brigade' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(await screen.findByText('You joined Harbor Cafe as Cook')).toBeTruthy();
    // The accepted invitation's token is the session's now: the next calls are for Harbor Cafe.
    expect(server.calls('POST', `/api/invitations/${KEY}/accept`)[0].headers.get('authorization')).toBe(
      'Bearer own-token',
    );
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('harbor-token');
    expect(sessionStorage.getItem(SESSION_KEYS.username)).toBe('cleo@example.com');
  });

  it('without an account: creating one keeps the way back for the sign-in after activation', async () => {
    fakeApi({
      [`GET /api/invitations/${KEY}`]: () =>
        json(preview({ accountExists: false, email: 'dan@example.com' })),
      'POST /api/authenticate': () =>
        json({ id_token: 'dan-token' }, 200, { Authorization: 'Bearer dan-token' }),
    });
    const { router } = renderApp(PATH);
    const user = setupUser();

    await user.click(await screen.findByRole('button', { name: 'Create an account' }));
    await screen.findByRole('heading', { name: 'Create your account' });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('dan@example.com');

    // The activation link opens /activate, which shows the sign-in of /activated.
    await act(() => router.navigate('/activated'));
    await screen.findByRole('heading', { name: 'Sign in to Brigade' });
    await user.type(screen.getByLabelText('Email'), 'dan@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Accept and join Harbor Cafe' })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(PATH);
  });

  it.each([
    [404, MSG.invitationNotFound, 'This invitation cannot be used'],
    [410, MSG.invitationExpired, 'This invitation has expired'],
  ])('answers %i with a clear screen and the message', async (status, message, title) => {
    fakeApi({ [`GET /api/invitations/${KEY}`]: () => apiError(status, 'Error', message) });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/');
  });

  it('signed in as someone else: says so, and offers to sign in as the invited address', async () => {
    const server = fakeApi({
      [`GET /api/invitations/${KEY}`]: () => json(preview()),
      [`POST /api/invitations/${KEY}/accept`]: () => apiError(403, 'Forbidden', MSG.invitationWrongAccount),
      'GET /api/logout': () => json({ message: 'Signed out' }),
    });
    const { router } = renderApp(PATH, { signedInAs: 'ben@example.com' });
    const user = setupUser();

    expect(await screen.findByText('Signed in as ben@example.com.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept and join Harbor Cafe' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.invitationWrongAccount);

    await user.click(screen.getByRole('button', { name: 'Sign in as cleo@example.com' }));
    await screen.findByRole('heading', { name: 'Sign in to Brigade' });
    expect(router.state.location.pathname).toBe('/');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('cleo@example.com');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(server.calls('GET', '/api/logout')).toHaveLength(1);
  });

  it('signed in, an invitation used meanwhile: the screen says it cannot be used', async () => {
    fakeApi({
      [`GET /api/invitations/${KEY}`]: () => json(preview()),
      [`POST /api/invitations/${KEY}/accept`]: () => apiError(409, 'Conflict', MSG.invitationAlreadyMember),
    });
    renderApp(PATH, { signedInAs: 'cleo@example.com' });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Accept and join Harbor Cafe' }));
    expect(await screen.findByRole('heading', { name: 'You are already in this kitchen' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(MSG.invitationAlreadyMember);
    expect(screen.getByRole('link', { name: 'Go to Brigade' }).getAttribute('href')).toBe('/home');
    await waitFor(() => expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('test-token'));
  });

  it('says a link without its key is incomplete', async () => {
    renderApp('/invitation');
    expect(await screen.findByRole('heading', { name: 'This invitation link is incomplete' })).toBeTruthy();
  });
});
