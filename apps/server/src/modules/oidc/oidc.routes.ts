import { SESSION_MESSAGES } from '@brigade/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors/app-error.ts';
import { operationRoute } from '../operation-route.ts';
import { oidcVerifier } from './oidc-verifier.ts';
import { type ThirdPartySignIn, thirdPartySignInService } from './third-party-sign-in.service.ts';

const errors = [400, 401, 404, 429, 503];

/**
 * Sign-in with Google, or any OpenID Connect provider set as OIDC_ISSUER (spec 7: googlesignin,
 * registerGoogleUser), and the public settings the sign-in pages read. Without GOOGLE_CLIENT_ID the
 * two sign-in routes answer 404 and the web shows no button.
 */
export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const { oidc, accountLimits } = app.config;
  const service = oidc.clientId
    ? thirdPartySignInService({
        db: app.db,
        tokens: app.tokens,
        log: app.log,
        verifier: oidcVerifier({
          issuer: oidc.issuer,
          clientId: oidc.clientId,
          clock: app.clock,
          jwksCooldownMs: oidc.jwksCooldownMs,
        }),
      })
    : undefined;
  const enabled = () => {
    if (!service) throw notFound(SESSION_MESSAGES.googleOff);
    return service;
  };
  const tags = ['accounts'];
  // As many tries per minute and address as password sign-in.
  const config = { rateLimit: { max: accountLimits.signInRequestsPerMinute, timeWindow: 60_000 } };

  /** The token in the Authorization header, exactly as POST /api/authenticate answers it. */
  const answer = (reply: FastifyReply, result: ThirdPartySignIn) => {
    reply
      .code(result.created ? 201 : 200)
      .header('authorization', `Bearer ${result.token}`)
      .header('access-control-expose-headers', 'Authorization');
    return { id_token: result.token, login: result.login, email: result.email, created: result.created };
  };

  operationRoute(
    app,
    'getAuthConfig',
    {
      tags,
      summary: 'Public sign-in settings: the Google client id (null when off), the issuer, the button script',
    },
    () => ({
      googleClientId: oidc.clientId ?? null,
      oidcIssuer: oidc.issuer,
      googleScriptUrl: oidc.scriptUrl,
    }),
  );

  operationRoute(
    app,
    'googleSignIn',
    {
      tags,
      errors,
      config,
      summary:
        'Sign in with an ID token of the configured provider; the token comes in the Authorization header',
    },
    async (request, reply) => answer(reply, await enabled().signIn(request.body.idToken)),
  );

  operationRoute(
    app,
    'registerGoogleUser',
    {
      tags,
      errors,
      config,
      summary:
        'Sign up with an ID token: creates the user and their kitchen, activated (201); an existing user is signed in (200)',
    },
    async (request, reply) => answer(reply, await enabled().register(request.body.idToken)),
  );
};
