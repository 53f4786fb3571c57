import { ZGoogleSignInRequest } from '../schemas/subscription.ts';
import { ZAuthConfig, ZThirdPartySignInResponse } from '../schemas/third-party-sign-in.ts';
import { type ApiOperations, publicOp } from './operation.ts';

/** Sign-in with Google or another OpenID Connect provider (spec 7: googlesignin, registerGoogleUser). */
export const thirdPartySignInApi = {
  getAuthConfig: publicOp('GET', '/api/auth-config', { 200: ZAuthConfig }),
  googleSignIn: publicOp(
    'POST',
    '/api/googlesignin',
    { 200: ZThirdPartySignInResponse },
    { body: ZGoogleSignInRequest },
  ),
  // 201 when it created the user and their kitchen, 200 when the user existed.
  registerGoogleUser: publicOp(
    'POST',
    '/api/registerGoogleUser',
    {
      200: ZThirdPartySignInResponse,
      201: ZThirdPartySignInResponse,
    },
    { body: ZGoogleSignInRequest },
  ),
} satisfies ApiOperations;
