import {
  ACCOUNT_MESSAGES,
  BILLING_MESSAGES,
  MSG,
  SESSION_MESSAGES,
  ZActivateQuery,
  ZAuthenticateRequest,
  ZCreateSubscriptionRequest,
  ZFeedbackRequest,
  ZGoogleSignInRequest,
  ZRegisterRequest,
  ZResetPasswordFinish,
  ZResetPasswordInitBody,
  ZSubscriptionUpdate,
} from '@brigade/core';
import { type Resolvers, reply } from '../contract-handler';
import { addUser, signIn, toAccount, tokenFor, userByEmail } from '../kitchen/accounts';
import { emptyKitchen, mockState, nextId } from '../kitchen/store';
import { MockError, notFound, parse } from '../mock-error';

/**
 * Health, accounts, third-party sign-in, billing and feedback (contract: system.ts, accounts.ts,
 * third-party-sign-in.ts, billing.ts, feedback.ts), as a self-hosted server answers them: billing
 * off, no Google sign-in, no external feedback form, e-mails never sent.
 */

export const accountResolvers = {
  getHealth: () => ({ status: 'UP' as const, database: 'UP' as const }),
  getReadiness: () => ({ status: 'READY' as const, database: 'UP' as const, migrations: 'DONE' as const }),

  register: async (req) => {
    const body = parse(ZRegisterRequest, await req.json());
    if (userByEmail(body.email)) {
      throw new MockError(400, ACCOUNT_MESSAGES.emailTaken, {
        errors: [{ field: 'email', message: ACCOUNT_MESSAGES.emailTaken }],
      });
    }
    const kitchen = emptyKitchen(nextId('kitchen'), `${body.firstName}'s kitchen`);
    mockState().kitchens.set(kitchen.id, kitchen);
    const user = addUser(body.email, { ...body, activated: false, kitchenId: kitchen.id });
    kitchen.members.set(user.id, { role: 'owner', joinedAt: new Date() });
    return reply(201, toAccount({ user, kitchen, role: 'owner' }));
  },
  // Any key activates: the mocked API sends no e-mail to take one from.
  activateAccount: (req) => {
    parse(ZActivateQuery, req.query, 'querystring');
    return { message: ACCOUNT_MESSAGES.activated };
  },
  authenticate: async (req) => {
    const { username, password } = parse(ZAuthenticateRequest, await req.json());
    const token = tokenFor(signIn(username, password));
    return reply(
      200,
      { id_token: token },
      { authorization: `Bearer ${token}`, 'access-control-expose-headers': 'Authorization' },
    );
  },
  getAccount: (req) => toAccount(req.by()),
  logout: () => ({ message: ACCOUNT_MESSAGES.loggedOut }),
  requestPasswordReset: async (req) => {
    const email = parse(ZResetPasswordInitBody, (await req.request.clone().text()).trim());
    if (!userByEmail(email))
      throw new MockError(400, MSG.forgotNotFound, {
        errors: [{ field: 'email', message: MSG.forgotNotFound }],
      });
    return { message: MSG.forgotSent };
  },
  finishPasswordReset: async (req) => {
    parse(ZResetPasswordFinish, await req.json());
    return reply(201, { message: MSG.resetSucceeded });
  },

  getAuthConfig: () => ({
    googleClientId: null,
    oidcIssuer: 'https://accounts.google.com',
    googleScriptUrl: 'https://accounts.google.com/gsi/client',
  }),
  googleSignIn: async (req) => {
    parse(ZGoogleSignInRequest, await req.json());
    throw notFound(SESSION_MESSAGES.googleOff);
  },
  registerGoogleUser: async (req) => {
    parse(ZGoogleSignInRequest, await req.json());
    throw notFound(SESSION_MESSAGES.googleOff);
  },

  getStripeConfig: () => ({
    billingEnabled: false,
    publishableKey: null,
    stripeJsUrl: null,
    trialDays: 0,
    prices: [],
  }),
  getSubscription: (req) => {
    req.by();
    return {
      billingEnabled: false,
      access: 'unrestricted' as const,
      readOnlyMessage: null,
      trialEndsAt: null,
      trialDaysLeft: null,
      subscription: null,
    };
  },
  createSubscription: async (req) => {
    parse(ZCreateSubscriptionRequest, await req.json());
    throw notFound(BILLING_MESSAGES.off);
  },
  updateSubscription: async (req) => {
    parse(ZSubscriptionUpdate, await req.json());
    throw notFound(BILLING_MESSAGES.off);
  },
  receiveStripeWebhook: () => {
    throw notFound(BILLING_MESSAGES.off);
  },

  getFeedbackConfig: () => ({ url: null }),
  sendFeedback: async (req) => {
    parse(ZFeedbackRequest, await req.json());
    return reply(201, { id: nextId('feedback'), createdAt: new Date().toISOString() });
  },
} satisfies Partial<Resolvers>;
