/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** An external feedback form to embed at /portal/feedback (its origin must be allowed by the CSP frame-src). */
  readonly VITE_FEEDBACK_URL?: string;
  /** Where the built-in feedback form addresses its e-mail when no VITE_FEEDBACK_URL is set. */
  readonly VITE_FEEDBACK_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
