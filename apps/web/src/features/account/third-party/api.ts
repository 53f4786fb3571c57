import { MSG, type TThirdPartySignInResponse } from '@brigade/core';
import { ApiError, readBearer, request } from '../../../lib/api';
import { clearSession, setSession } from '../../../lib/session';

export type ThirdPartyMode = 'signin' | 'signup';

const PATHS: Record<ThirdPartyMode, string> = {
  signin: '/api/googlesignin',
  signup: '/api/registerGoogleUser',
};

/**
 * POST /api/googlesignin or /api/registerGoogleUser with Google's ID token (spec 7): the Authorization
 * response header becomes the session token and the login is stored as the username (spec 4).
 */
export async function signInWithIdToken(mode: ThirdPartyMode, idToken: string): Promise<void> {
  clearSession();
  const response = await request<TThirdPartySignInResponse>(PATHS[mode], {
    method: 'POST',
    body: { idToken },
    auth: false,
  });
  const token = readBearer(response.headers) ?? response.data?.id_token;
  if (!token) throw new ApiError(response.status, 'Sign-in failed', MSG.genericError);
  setSession(token, response.data.login);
}
