/**
 * The mocked API: MSW handlers for every operation of the contract over an in-memory demo
 * kitchen. `handlers` and `resetMockKitchen` serve tests (msw/node) as well as the browser; the
 * service worker's setup is browser.ts, loaded only in mock mode (main.tsx).
 */
export { handlers, resetMockKitchen, resolvers, setMockFailures } from './handlers';
