/**
 * The user-facing texts of the specification (spec 5 and 8), written once.
 * Server responses and web forms both show these exact strings; tests compare against them.
 */
export const MSG = {
  // spec 5 — sign in / sign up / password
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password',
  passwordTooShort: 'Your password must have a length of 8 or more',
  passwordsDoNotMatch: 'Your passwords do not match',
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  loginRequired: 'Please enter a username',
  // spec 8 — forgot / reset password
  forgotNotFound: "Hm, we couldn't find that email. Please double check the email you provided.",
  forgotSent: 'Hang tight! We sent you an email with a password reset link.',
  resetFailed: 'Password reset error. Please try again.',
  resetSucceeded: 'Success! Your password was reset',
  // generic
  genericError: 'There was an error.',
} as const;

export type MessageKey = keyof typeof MSG;
