import type { TVendor, TVendorForm } from '@brigade/core';
import { areaKey, call, operationKey } from '../../lib/api-client';

/** Vendors calls (spec 7 plus rename and delete). Every list query key starts with `vendorKeys.all`. */
export const vendorKeys = {
  all: areaKey('vendors'),
  list: (searchText: string) => operationKey('listVendors', { query: { searchText } }),
  byName: (name: string) => [...operationKey('listVendors'), 'by-name', name.toLowerCase()],
};

/** GET /api/vendors; `sort` orders the list (sort=field,asc|desc), by name when not given. */
export function fetchVendorsPage(page: number, searchText = '', signal?: AbortSignal, sort?: string) {
  return call('listVendors', { query: { page, searchText, sort }, signal });
}

/**
 * The vendor of this exact name (any case), or null: how a vendor page opened from its address
 * (/portal/chef/vendor/{vendorName}/ingredients) finds its vendor.
 */
export async function findVendorByName(name: string, signal?: AbortSignal): Promise<TVendor | null> {
  const wanted = name.trim().toLowerCase();
  const page = await call('listVendors', { query: { searchText: name }, signal });
  return page.content.find((vendor) => vendor.name.toLowerCase() === wanted) ?? null;
}

export function createVendor(form: TVendorForm) {
  return call('createVendor', { body: form });
}

/**
 * An update (a rename: the name is a vendor's one field) sends the version it read: someone else's
 * newer update answers 409 instead of being lost.
 */
export function updateVendor(id: number, form: TVendorForm, version: number) {
  return call('updateVendor', { params: { id }, body: { ...form, version } });
}

export function fetchVendor(id: number) {
  return call('getVendor', { params: { id } });
}

export function deleteVendor(id: number) {
  return call('deleteVendor', { params: { id } });
}
