import { z } from 'zod';
import { MSG } from '../messages.ts';
import { requiredText, zText } from './blank.ts';
import { zEmail } from './fields.ts';
import { ZRole } from './team.ts';

/** Password minimum length (spec 9). */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted: the hash's input stays bounded. */
export const PASSWORD_MAX_LENGTH = 100;

const email = zEmail;

const newPassword = z
  .string({ error: MSG.passwordRequired })
  .min(1, { error: MSG.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: MSG.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: MSG.passwordTooLong });

/** POST /api/register (spec 7). */
export const ZRegisterRequest = z.strictObject({
  login: requiredText(MSG.loginRequired, 254).regex(/^[A-Za-z0-9_.@+-]+$/, {
    error: 'A username may only use letters, digits and _ . @ + -',
  }),
  firstName: requiredText(MSG.firstNameRequired, 50),
  lastName: requiredText(MSG.lastNameRequired, 50),
  email,
  password: newPassword,
  langKey: zText({ error: MSG.languageInvalid })
    .trim()
    .min(2, { error: MSG.languageInvalid })
    .max(10, { error: MSG.languageInvalid })
    .default('en'),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** The sign-up form: the register fields plus password confirmation (spec 5). */
export const ZSignUpForm = z
  .object({
    firstName: requiredText(MSG.firstNameRequired, 50),
    lastName: requiredText(MSG.lastNameRequired, 50),
    email,
    password: newPassword,
    confirmPassword: z.string({ error: MSG.passwordRequired }).min(1, { error: MSG.passwordRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: MSG.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type TSignUpForm = z.infer<typeof ZSignUpForm>;

/** POST /api/authenticate: username is a login or an e-mail address. */
export const ZAuthenticateRequest = z.strictObject({
  username: requiredText(MSG.emailRequired, 254),
  password: z
    .string({ error: MSG.passwordRequired })
    .min(1, { error: MSG.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: MSG.passwordTooLong }),
  rememberMe: z.boolean({ error: 'rememberMe must be true or false' }).optional(),
});
export type TAuthenticateRequest = z.infer<typeof ZAuthenticateRequest>;

/** The sign-in form (spec 5): an e-mail and a password. */
export const ZSignInForm = z.object({
  email,
  password: z.string({ error: MSG.passwordRequired }).min(1, { error: MSG.passwordRequired }),
});
export type TSignInForm = z.infer<typeof ZSignInForm>;

export const ZAuthenticateResponse = z.object({ id_token: z.string() });

/** GET /api/account */
export const ZAccount = z.object({
  id: z.number().int(),
  login: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  langKey: z.string(),
  activated: z.boolean(),
  /** The session's kitchen (the user may belong to several), its name and the user's role in it. */
  kitchenId: z.number().int(),
  kitchenName: z.string(),
  role: ZRole,
});
export type TAccount = z.infer<typeof ZAccount>;

/** /forgot-password form; the API body itself is the e-mail as text/plain (spec 7). */
export const ZForgotPasswordForm = z.object({ email });
export const ZResetPasswordInitBody = email;

/** POST /api/account/reset-password/finish */
export const ZResetPasswordFinish = z.strictObject({
  // A missing, malformed or overlong key is a broken link: the spec's reset error (spec 8).
  key: zText({ error: MSG.resetFailed })
    .trim()
    .min(1, { error: MSG.resetFailed })
    .max(200, { error: MSG.resetFailed }),
  newPassword,
});
export type TResetPasswordFinish = z.infer<typeof ZResetPasswordFinish>;

/** The /account/reset-password form: one Password field (spec 2). */
export const ZResetPasswordForm = z.object({ password: newPassword });

export const ZActivateQuery = z.strictObject({
  key: zText({ error: MSG.activationLinkInvalid })
    .trim()
    .min(1, { error: MSG.activationLinkInvalid })
    .max(200, { error: MSG.activationLinkInvalid }),
});
