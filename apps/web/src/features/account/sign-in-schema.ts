/** The sign-in form's schema, in a module of its own so the page can fetch it (and Zod) lazily. */
export { ZSignInForm } from '@brigade/core';
