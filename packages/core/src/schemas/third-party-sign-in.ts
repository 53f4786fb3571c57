import { z } from 'zod';

/**
 * POST /api/googlesignin and /api/registerGoogleUser answer the session token in the Authorization
 * header (spec 7), and, in the body, the same token with the login the web stores as the username
 * (spec 4), and whether a new account was created.
 */
export const ZThirdPartySignInResponse = z.object({
  id_token: z.string(),
  login: z.string(),
  email: z.string(),
  created: z.boolean(),
});
export type TThirdPartySignInResponse = z.infer<typeof ZThirdPartySignInResponse>;

/** GET /api/auth-config (public): what the sign-in and sign-up pages need to offer Google sign-in. */
export const ZAuthConfig = z.object({
  /** The OAuth client id of the Google button; null when third-party sign-in is off. */
  googleClientId: z.string().nullable(),
  /** The OpenID Connect issuer whose ID tokens the server accepts. */
  oidcIssuer: z.string(),
  /** The Google Identity Services script, loaded only when the button is shown. */
  googleScriptUrl: z.string(),
});
export type TAuthConfig = z.infer<typeof ZAuthConfig>;
