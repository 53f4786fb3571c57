import { queryOptions } from '@tanstack/react-query';
import { areaKey, call } from './api-client';

/**
 * The kitchen's vendors as the pickers offer them (the first page, by name): the ingredient form, the
 * spreadsheet import's default vendor, a food added to the catalogue. Under the vendors' key, so a
 * vendor saved anywhere refreshes every picker.
 */
export const vendorOptionsQuery = queryOptions({
  queryKey: [...areaKey('vendors'), 'options'],
  queryFn: ({ signal }) => call('listVendors', { query: { page: 0, searchText: '' }, signal }),
});
