import { MSG, type TSignInForm, type TSignUpForm } from '@brigade/core';
import { ApiError, api, readBearer, request } from '../../lib/api';
import { clearSession, setSession } from '../../lib/session';

/**
 * The account calls of spec 7. All are public (no token sent): a 401 here is a wrong password,
 * not an expired session.
 */

/** POST /api/authenticate; the Authorization response header becomes the session token (spec 4, 7). */
export async function signIn(form: TSignInForm): Promise<void> {
  clearSession();
  const response = await request<{ id_token?: string }>('/api/authenticate', {
    method: 'POST',
    body: { username: form.email, password: form.password },
    auth: false,
  });
  const token = readBearer(response.headers) ?? response.data?.id_token;
  if (!token) throw new ApiError(response.status, 'Sign-in failed', MSG.genericError);
  setSession(token, form.email);
}

/** POST /api/register: the login is the e-mail address. */
export async function register(form: TSignUpForm): Promise<void> {
  await api.post(
    '/api/register',
    {
      login: form.email,
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      password: form.password,
      langKey: 'en',
    },
    { auth: false },
  );
}

/** GET /api/activate?key=… (the link of the activation e-mail). */
export async function activate(key: string): Promise<void> {
  await api.get('/api/activate', { query: { key }, auth: false });
}

/** POST /api/account/reset-password/init with the e-mail as text/plain (spec 7). */
export async function requestPasswordReset(email: string): Promise<void> {
  await request('/api/account/reset-password/init', { method: 'POST', text: email, auth: false });
}

/** POST /api/account/reset-password/finish; success is 201 (spec 7). */
export async function finishPasswordReset(key: string, newPassword: string): Promise<void> {
  const response = await request('/api/account/reset-password/finish', {
    method: 'POST',
    body: { key, newPassword },
    auth: false,
  });
  if (response.status !== 201) throw new ApiError(response.status, 'Password reset failed', MSG.resetFailed);
}
