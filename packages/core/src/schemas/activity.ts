import { z } from 'zod';
import { zQueryIntDefault } from './fields.ts';
import { ZPageQuery } from './page.ts';

/** GET /api/kitchen/activity without `limit`: one screen of lines. */
export const ACTIVITY_PAGE_SIZE = 50;

/** GET /api/kitchen/activity?page=0&limit=50: newest first, paged like every list. */
export const ZActivityListQuery = ZPageQuery.omit({ searchText: true }).extend({
  limit: zQueryIntDefault(1, 1000, ACTIVITY_PAGE_SIZE),
});
export type TActivityListQuery = z.output<typeof ZActivityListQuery>;

/**
 * Who created and who last changed a kitchen entity (spec 3 names them for events; Brigade keeps
 * them for every entity): the member's login at the time; null for rows written before it was recorded.
 */
export const ZActorFields = {
  createdBy: z.string().nullable(),
  modifiedBy: z.string().nullable(),
};
