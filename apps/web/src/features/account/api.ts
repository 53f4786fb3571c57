import { MSG, type TSignInForm, type TSignUpForm } from '@brigade/core';
import { ApiError, readBearer } from '../../lib/api';
import { call, callWithResponse } from '../../lib/api-client';
import { clearSession, setSession } from '../../lib/session';

/**
 * The account calls of spec 7. All are public (no token sent): a 401 here is a wrong password,
 * not an expired session.
 */

/** POST /api/authenticate; the Authorization response header becomes the session token (spec 4, 7). */
export async function signIn(form: TSignInForm): Promise<void> {
  clearSession();
  const response = await callWithResponse('authenticate', {
    body: { username: form.email, password: form.password },
  });
  const token = readBearer(response.headers) ?? response.data?.id_token;
  if (!token) throw new ApiError(response.status, 'Sign-in failed', MSG.genericError);
  setSession(token, form.email);
}

/** POST /api/register: the login is the e-mail address. */
export async function register(form: TSignUpForm): Promise<void> {
  await call('register', {
    body: {
      login: form.email,
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      password: form.password,
      langKey: 'en',
    },
  });
}

/** GET /api/activate?key=… (the link of the activation e-mail). */
export async function activate(key: string): Promise<void> {
  await call('activateAccount', { query: { key } });
}

/** POST /api/account/reset-password/init with the e-mail as text/plain (spec 7). */
export async function requestPasswordReset(email: string): Promise<void> {
  await call('requestPasswordReset', { body: email });
}

/** POST /api/account/reset-password/finish; success is 201 (spec 7). */
export async function finishPasswordReset(key: string, newPassword: string): Promise<void> {
  const response = await callWithResponse('finishPasswordReset', { body: { key, newPassword } });
  if (response.status !== 201) throw new ApiError(response.status, 'Password reset failed', MSG.resetFailed);
}
