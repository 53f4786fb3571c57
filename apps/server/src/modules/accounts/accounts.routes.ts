import {
  MSG,
  ZAccount,
  ZActivateQuery,
  ZApiError,
  ZAuthenticateRequest,
  ZAuthenticateResponse,
  ZMessage,
  ZRegisterRequest,
  ZResetPasswordFinish,
  ZResetPasswordInitBody,
} from '@brigade/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../plugins/auth.ts';
import { ACCOUNT_MESSAGES, accountsService } from './accounts.service.ts';
import { signInThrottle } from './sign-in-throttle.ts';

const errors = { 400: ZApiError, 401: ZApiError, 429: ZApiError };
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
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
  const tags = ['accounts'];

  app.post(
    '/api/register',
    {
      config: perMinute(limits.mailRequestsPerMinute),
      schema: {
        tags,
        summary: 'Sign up: creates a kitchen and its user, e-mails the activation link',
        body: ZRegisterRequest,
        response: { 201: ZAccount, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.register(request.body)),
  );

  app.get(
    '/api/activate',
    {
      schema: {
        tags,
        summary: 'Activates an account with the e-mailed key (single use)',
        querystring: ZActivateQuery,
        response: { 200: ZMessage, 400: ZApiError },
      },
    },
    async (request) => {
      await service.activate(request.query.key);
      return { message: ACCOUNT_MESSAGES.activated };
    },
  );

  app.post(
    '/api/authenticate',
    {
      config: perMinute(limits.signInRequestsPerMinute),
      schema: {
        tags,
        summary:
          'Sign in with a login or e-mail; the token comes in the Authorization header and as id_token',
        body: ZAuthenticateRequest,
        response: { 200: ZAuthenticateResponse, ...errors },
      },
    },
    async (request, reply) => {
      const token = await service.authenticate(request.body, request.ip);
      reply
        .header('authorization', `Bearer ${token}`)
        .header('access-control-expose-headers', 'Authorization');
      return { id_token: token };
    },
  );

  app.get(
    '/api/account',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: ZAccount, 401: ZApiError },
      },
    },
    async (request) => service.account(request.user),
  );

  // Signing out ends the user's tokens (their token version goes up), so a copied token dies with it.
  // Without a valid token it still answers 200: the client forgets its token either way.
  app.get(
    '/api/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: every token of the user stops working',
        security: [{ bearerAuth: [] }],
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await service.logout(bearerToken(request));
      return { message: ACCOUNT_MESSAGES.loggedOut };
    },
  );

  app.post(
    '/api/account/reset-password/init',
    {
      config: perMinute(limits.mailRequestsPerMinute),
      schema: {
        tags,
        summary: 'E-mails a password reset link; the body is the e-mail address as text/plain',
        consumes: ['text/plain'],
        body: ZResetPasswordInitBody,
        response: { 200: ZMessage, ...errors },
      },
    },
    async (request) => {
      await service.requestPasswordReset(request.body);
      return { message: MSG.forgotSent };
    },
  );

  app.post(
    '/api/account/reset-password/finish',
    {
      schema: {
        tags,
        summary: 'Sets a new password with the e-mailed key (single use, 24 h)',
        body: ZResetPasswordFinish,
        response: { 201: ZMessage, ...errors },
      },
    },
    async (request, reply) => {
      await service.finishPasswordReset(request.body);
      return reply.code(201).send({ message: MSG.resetSucceeded });
    },
  );
};
