import { z } from 'zod';
import { MSG } from '../messages.ts';
import { ZActorFields } from './activity.ts';
import { requiredText } from './blank.ts';
import { entityRequest } from './entity-request.ts';
import { zQueryIntDefault, zVersion } from './fields.ts';
import { type FilterKind, zFilterQuery } from './list-filter.ts';
import { ZPageQuery } from './page.ts';
import { zSortQuery } from './sort.ts';

/**
 * A vendor as the API answers it (spec 3): the one base its request and form derive from.
 * numberOfIngredients is the spec's other name for the count.
 */
export const ZVendor = z.object({
  id: z.number().int(),
  name: z.string(),
  ingredientCount: z.number().int(),
  numberOfIngredients: z.number().int(),
  /** Send it back with a rename: a stale one answers 409. */
  version: z.number().int(),
  createdDate: z.string(),
  lastModifiedDate: z.string(),
  ...ZActorFields,
});
export type TVendor = z.infer<typeof ZVendor>;

const vendorRequest = entityRequest(ZVendor, {
  name: requiredText(MSG.vendorNameRequired, 100),
  version: zVersion(),
});

/**
 * POST /api/vendors and PUT /api/vendors/{id}: { name } (spec 5: Vendor name is required), and the
 * `version` read (optional; 409 when stale). The rest of a fetched vendor is accepted and ignored.
 */
export const ZVendorRequest = vendorRequest.draft.transform(vendorRequest.dropReadOnly);
export type TVendorRequest = z.output<typeof ZVendorRequest>;
export type TVendorRequestInput = z.input<typeof ZVendorRequest>;

/** The Vendor modal form: Vendor Name. */
export const ZVendorForm = vendorRequest.draft.pick({ name: true });
export type TVendorForm = z.infer<typeof ZVendorForm>;

/**
 * GET /api/vendors (spec 7: optional searchText), paged like every list (DESIGN.md §5). A kitchen's
 * vendors fit one page by default.
 */
export const VENDOR_PAGE_SIZE = 1000;
/** What the vendor list sorts by (sort=ingredientCount,desc). */
export const VENDOR_SORT_FIELDS = ['name', 'ingredientCount'] as const;
export type TVendorSortField = (typeof VENDOR_SORT_FIELDS)[number];
/** What the vendor list filters by (filter=ingredientCount,=,0): its sortable columns. */
export const VENDOR_FILTER_FIELDS = {
  name: { type: 'name' },
  ingredientCount: { type: 'number' },
} as const satisfies Record<TVendorSortField, FilterKind>;
export type TVendorFilterField = keyof typeof VENDOR_FILTER_FIELDS;
export const ZVendorListQuery = ZPageQuery.extend({
  limit: zQueryIntDefault(1, 1000, VENDOR_PAGE_SIZE),
  sort: zSortQuery(VENDOR_SORT_FIELDS),
  filter: zFilterQuery(VENDOR_FILTER_FIELDS),
});
export type TVendorListQuery = z.output<typeof ZVendorListQuery>;
