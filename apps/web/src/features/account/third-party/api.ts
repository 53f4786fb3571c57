import { MSG } from '@brigade/core';
import { ApiError, readBearer } from '../../../lib/api';
import { callWithResponse } from '../../../lib/api-client';
import { clearSession, setSession } from '../../../lib/session';

export type ThirdPartyMode = 'signin' | 'signup';

const OPERATIONS = { signin: 'googleSignIn', signup: 'registerGoogleUser' } as const;

/**
 * POST /api/googlesignin or /api/registerGoogleUser with Google's ID token (spec 7): the Authorization
 * response header becomes the session token and the login is stored as the username (spec 4).
 */
export async function signInWithIdToken(mode: ThirdPartyMode, idToken: string): Promise<void> {
  clearSession();
  const response = await callWithResponse(OPERATIONS[mode], { body: { idToken } });
  const token = readBearer(response.headers) ?? response.data?.id_token;
  if (!token) throw new ApiError(response.status, 'Sign-in failed', MSG.genericError);
  setSession(token, response.data.login);
}
