/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API's base URL (https://api.brigade.example.com); unset: the web app's own origin. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:brigade-operations' {
  /** Every operation of the API contract without its schemas (apps/web/vite.config.ts). */
  const operations: import('@brigade/core').OperationRoutes;
  export default operations;
}
