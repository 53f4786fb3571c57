import { MSG } from '../messages.ts';

/** The server's texts about accounts and sessions (ours), answered alike by the mocked API. */
export const ACCOUNT_MESSAGES = {
  loginTaken: 'This username is already taken. Please choose another one.',
  emailTaken: 'An account with this e-mail address already exists. Sign in, or reset your password.',
  badCredentials: 'Incorrect username, e-mail or password.',
  notActivated: 'Your account is not activated yet. Please open the activation link we e-mailed you.',
  badActivationKey: MSG.activationLinkInvalid,
  badResetKey: 'This password reset link is not valid: it was already used, has expired, or is incomplete.',
  activated: 'Your account is activated. You can sign in now.',
  loggedOut: 'You are signed out.',
  mailFailed: 'We could not send the e-mail right now. Please try again in a few minutes.',
} as const;

/** The 401s of a request without a usable session, and the Google sign-in a server may not offer. */
export const SESSION_MESSAGES = {
  missingToken: 'Please sign in to continue.',
  invalidToken: 'Your session is not valid. Please sign in again.',
  googleOff: 'Google sign-in is not configured on this server.',
} as const;

export const BILLING_MESSAGES = {
  off: 'Billing is not enabled on this server: every kitchen is free to use.',
  unknownPlan: 'This plan is not offered. Please choose the plan shown on the Products page.',
  alreadySubscribed: 'Your kitchen already has a subscription.',
  noSubscription: 'Your kitchen has no subscription to change.',
  noPayment: 'The payment provider did not start a payment. Please try again.',
  missingSignature: 'The Stripe-Signature header is missing.',
  badSignature: 'The webhook signature does not match.',
} as const;
