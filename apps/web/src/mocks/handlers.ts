import type { HttpHandler } from 'msw';
import { contractHandlers, type Resolvers } from './contract-handler';
import './kitchen/seed';
import { accountResolvers } from './resolvers/accounts';
import { catalogueResolvers } from './resolvers/catalogue';
import { eventsResolvers } from './resolvers/events';
import { inventoryResolvers } from './resolvers/inventory';
import { kitchenResolvers } from './resolvers/kitchen';
import { productionResolvers } from './resolvers/production';
import { purchasingResolvers } from './resolvers/purchasing';
import { roomsResolvers } from './resolvers/rooms';
import { teamResolvers } from './resolvers/team';
import { versionsResolvers } from './resolvers/versions';

export { setMockFailures } from './failure-switch';
export { resetMockKitchen } from './kitchen/store';

/** Every operation of the API contract, answered by the mocked kitchen (the compiler checks none is missing). */
export const resolvers: Resolvers = {
  ...accountResolvers,
  ...catalogueResolvers,
  ...kitchenResolvers,
  ...eventsResolvers,
  ...roomsResolvers,
  ...purchasingResolvers,
  ...inventoryResolvers,
  ...productionResolvers,
  ...teamResolvers,
  ...versionsResolvers,
};

/**
 * The mocked API's MSW request handlers, for the browser (`npm run dev:mock`) and for tests
 * (`setupServer(...handlers)` from msw/node). The kitchen they answer from lives in memory:
 * `resetMockKitchen()` seeds it again.
 */
export const handlers: HttpHandler[] = contractHandlers(resolvers);
