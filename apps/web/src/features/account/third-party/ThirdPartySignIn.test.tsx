import type { TAuthConfig, TThirdPartySignInResponse } from '@brigade/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../../lib/session';
import { apiError, fakeApi, json } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupUser } from '../../../test/user-event';
import { GSI_LOAD_FAILED, OVERLAY_TEXT } from './GoogleSignInButton';
import type { GoogleAccountsId, GsiCredentialResponse } from './google-identity-services';

const SCRIPT_URL = 'https://accounts.example.test/gsi/client';
const CONFIGURED: TAuthConfig = {
  googleClientId: 'brigade.apps.example.test',
  oidcIssuer: 'https://accounts.google.com',
  googleScriptUrl: SCRIPT_URL,
};

/**
 * What Google's script does in the browser, in the part Brigade uses: `initialize` keeps the
 * callback, `renderButton` draws a button that, when clicked, hands over an ID token (Google's popup
 * and account chooser are out of scope here; the end-to-end test serves a script speaking to a real
 * local OpenID Connect issuer).
 */
function installGoogle(credential = 'id-token-from-google') {
  const seen: { clientId?: string; context?: string; text?: string } = {};
  let callback: ((response: GsiCredentialResponse) => void) | undefined;
  const id: GoogleAccountsId = {
    initialize(config) {
      seen.clientId = config.client_id;
      seen.context = config.context;
      callback = config.callback;
    },
    renderButton(parent, options) {
      seen.text = options.text;
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = options.text === 'signup_with' ? 'Sign up with Google' : 'Sign in with Google';
      button.addEventListener('click', () => callback?.({ credential, select_by: 'btn' }));
      parent.appendChild(button);
    },
  };
  window.google = { accounts: { id } };
  return seen;
}

const signedIn = (login: string, created: boolean): TThirdPartySignInResponse => ({
  id_token: 'body-token',
  login,
  email: login,
  created,
});

afterEach(() => {
  delete window.google;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('sign in with Google (spec 4, 7)', () => {
  it('is absent when the server has no GOOGLE_CLIENT_ID', async () => {
    const server = fakeApi({ 'GET /api/auth-config': () => json({ ...CONFIGURED, googleClientId: null }) });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Sign in to Brigade' });
    await waitFor(() => expect(server.calls('GET', '/api/auth-config')).toHaveLength(1));
    expect(screen.queryByText('or')).toBeNull();
    expect(document.querySelector('.gsi-slot')).toBeNull();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('is absent when the settings cannot be read', async () => {
    const server = fakeApi({});
    renderApp('/sign-up');
    await screen.findByRole('heading', { name: 'Create your account' });
    await waitFor(() => expect(server.calls('GET', '/api/auth-config')).toHaveLength(1));
    expect(document.querySelector('.gsi-slot')).toBeNull();
  });

  it('signs up: the overlay shows while the server creates the account, then the session is stored and /home opens', async () => {
    const google = installGoogle();
    let answer: (response: Response) => void = () => {};
    const server = fakeApi({
      'GET /api/auth-config': () => json(CONFIGURED),
      'POST /api/registerGoogleUser': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { router } = renderApp('/sign-up');
    const user = setupUser();

    await user.click(await screen.findByRole('button', { name: 'Sign up with Google' }));
    expect(google).toEqual({ clientId: CONFIGURED.googleClientId, context: 'signup', text: 'signup_with' });
    expect((await screen.findByRole('status')).textContent).toBe(OVERLAY_TEXT.signup);

    answer(json(signedIn('marco@example.com', true), 201, { Authorization: 'Bearer header-token' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Brigade' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('header-token');
    expect(sessionStorage.getItem(SESSION_KEYS.username)).toBe('marco@example.com');
    const [sent] = server.calls('POST', '/api/registerGoogleUser');
    expect(JSON.parse(sent.body ?? '')).toEqual({ idToken: 'id-token-from-google' });
    expect(sent.headers.get('authorization')).toBeNull();
  });

  it('signs in on / with /api/googlesignin', async () => {
    const google = installGoogle('another-id-token');
    const server = fakeApi({
      'GET /api/auth-config': () => json(CONFIGURED),
      'POST /api/googlesignin': () =>
        json(signedIn('julia', false), 200, { Authorization: 'Bearer signed-in-token' }),
    });
    const { router } = renderApp('/');
    await setupUser().click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(google.text).toBe('signin_with');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('signed-in-token');
    expect(sessionStorage.getItem(SESSION_KEYS.username)).toBe('julia');
    expect(JSON.parse(server.calls('POST', '/api/googlesignin')[0].body ?? '')).toEqual({
      idToken: 'another-id-token',
    });
  });

  it('shows the server message below and keeps no session when the token is refused', async () => {
    installGoogle();
    const message =
      'There is no Brigade account for marco@example.com yet. Sign up with Google to create one.';
    fakeApi({
      'GET /api/auth-config': () => json(CONFIGURED),
      'POST /api/googlesignin': () => apiError(401, 'Unauthorized', message),
    });
    const { router } = renderApp('/');
    await setupUser().click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByText(OVERLAY_TEXT.signin)).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('loads Google’s script from the configured URL, and says so when it cannot', async () => {
    fakeApi({ 'GET /api/auth-config': () => json(CONFIGURED) });
    renderApp('/');
    await waitFor(() => expect(document.head.querySelector('script')).not.toBeNull());
    const script = document.head.querySelector('script') as HTMLScriptElement;
    expect(script.src).toBe(SCRIPT_URL);
    expect(script.async).toBe(true);

    script.dispatchEvent(new Event('error'));
    expect((await screen.findByRole('alert')).textContent).toBe(GSI_LOAD_FAILED);
    // The password form is still there.
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});
