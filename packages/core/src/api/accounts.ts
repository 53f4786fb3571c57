import {
  ZAccount,
  ZActivateQuery,
  ZAuthenticateRequest,
  ZAuthenticateResponse,
  ZRegisterRequest,
  ZResetPasswordFinish,
  ZResetPasswordInitBody,
} from '../schemas/account.ts';
import { ZMessage } from './bodies.ts';
import { type ApiOperations, bearerOp, publicOp } from './operation.ts';

/** Accounts (spec 7): sign-up, activation, sign-in, the signed-in account, sign-out, password reset. */
export const accountsApi = {
  register: publicOp('POST', '/api/register', { 201: ZAccount }, { body: ZRegisterRequest }),
  activateAccount: publicOp('GET', '/api/activate', { 200: ZMessage }, { query: ZActivateQuery }),
  authenticate: publicOp(
    'POST',
    '/api/authenticate',
    { 200: ZAuthenticateResponse },
    { body: ZAuthenticateRequest },
  ),
  getAccount: bearerOp('GET', '/api/account', { 200: ZAccount }, 'self'),
  // Without a valid token it still answers 200 (the client forgets its token either way).
  logout: bearerOp('GET', '/api/logout', { 200: ZMessage }, 'anyone'),
  requestPasswordReset: publicOp(
    'POST',
    '/api/account/reset-password/init',
    { 200: ZMessage },
    { body: ZResetPasswordInitBody, consumes: 'text/plain' },
  ),
  finishPasswordReset: publicOp(
    'POST',
    '/api/account/reset-password/finish',
    { 201: ZMessage },
    { body: ZResetPasswordFinish },
  ),
} satisfies ApiOperations;
