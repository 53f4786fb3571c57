import { ACCOUNT_MESSAGES, MSG } from '@brigade/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../plugins/auth.ts';
import { operationRoute } from '../operation-route.ts';
import { accountsService } from './accounts.service.ts';
import { mailCaps } from './mail-caps.ts';
import { signInThrottle } from './sign-in-throttle.ts';

const errors = [400, 401, 429];
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

/** Accounts (spec 7): sign-up, activation, sign-in, the signed-in account, sign-out, password reset. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.accountLimits;
  const service = accountsService({
    db: app.db,
    mailer: app.mailer,
    clock: app.clock,
    tokens: app.tokens,
    // Counted in Redis when REDIS_URL is set, so the limit holds across instances (app.ts).
    throttle: signInThrottle(app.counterStore, limits, app.clock),
    mailCaps: mailCaps(app.counterStore, limits, app.clock),
    publicUrl: app.config.publicUrl,
    log: app.log,
    passwordCost: app.passwordCost,
  });
  const tags = ['accounts'];

  operationRoute(
    app,
    'register',
    {
      tags,
      errors,
      config: perMinute(limits.mailRequestsPerMinute),
      summary: 'Sign up: creates a kitchen and its user, e-mails the activation link',
    },
    async (request, reply) => reply.code(201).send(await service.register(request.body)),
  );

  operationRoute(
    app,
    'activateAccount',
    { tags, errors: [400], summary: 'Activates an account with the e-mailed key (single use)' },
    async (request) => {
      await service.activate(request.query.key);
      return { message: ACCOUNT_MESSAGES.activated };
    },
  );

  operationRoute(
    app,
    'authenticate',
    {
      tags,
      errors,
      config: perMinute(limits.signInRequestsPerMinute),
      summary: 'Sign in with a login or e-mail; the token comes in the Authorization header and as id_token',
    },
    async (request, reply) => {
      const token = await service.authenticate(request.body, request.ip);
      reply
        .header('authorization', `Bearer ${token}`)
        .header('access-control-expose-headers', 'Authorization');
      return { id_token: token };
    },
  );

  operationRoute(
    app,
    'getAccount',
    { tags, errors: [401], onRequest: app.authenticate, summary: 'The signed-in user' },
    (request) => service.account(request.user),
  );

  // Signing out ends the user's tokens (their token version goes up), so a copied token dies with it.
  // Without a valid token it still answers 200: the client forgets its token either way.
  operationRoute(
    app,
    'logout',
    { tags, summary: 'Sign out: every token of the user stops working' },
    async (request) => {
      await service.logout(bearerToken(request));
      return { message: ACCOUNT_MESSAGES.loggedOut };
    },
  );

  operationRoute(
    app,
    'requestPasswordReset',
    {
      tags,
      errors,
      config: perMinute(limits.mailRequestsPerMinute),
      summary: 'E-mails a password reset link; the body is the e-mail address as text/plain',
    },
    async (request) => {
      await service.requestPasswordReset(request.body, request.ip);
      return { message: MSG.forgotSent };
    },
  );

  operationRoute(
    app,
    'finishPasswordReset',
    { tags, errors, summary: 'Sets a new password with the e-mailed key (single use, 24 h)' },
    async (request, reply) => {
      await service.finishPasswordReset(request.body);
      return reply.code(201).send({ message: MSG.resetSucceeded });
    },
  );
};
