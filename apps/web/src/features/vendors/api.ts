import type { TPage, TVendor, TVendorForm } from '@brigade/core';
import { api } from '../../lib/api';

/** Vendors calls (spec 7 plus rename and delete). Every list query key starts with `vendorKeys.all`. */
export const vendorKeys = {
  all: ['vendors'] as const,
  list: (searchText: string) => ['vendors', 'list', searchText] as const,
  byName: (name: string) => ['vendors', 'by-name', name.toLowerCase()] as const,
};

export function fetchVendorsPage(page: number, searchText = '', signal?: AbortSignal) {
  return api.get<TPage<TVendor>>('/api/vendors', { query: { page, searchText }, signal });
}

/**
 * The vendor of this exact name (any case), or null: how a vendor page opened from its address
 * (/portal/chef/vendor/{vendorName}/ingredients) finds its vendor.
 */
export async function findVendorByName(name: string, signal?: AbortSignal): Promise<TVendor | null> {
  const wanted = name.trim().toLowerCase();
  const page = await api.get<TPage<TVendor>>('/api/vendors', { query: { searchText: name }, signal });
  return page.content.find((vendor) => vendor.name.toLowerCase() === wanted) ?? null;
}

export function createVendor(form: TVendorForm) {
  return api.post<TVendor>('/api/vendors', form);
}

/** A rename sends the version it read: someone else's newer rename answers 409 instead of being lost. */
export function renameVendor(id: number, form: TVendorForm, version: number) {
  return api.put<TVendor>(`/api/vendors/${id}`, { ...form, version });
}

export function fetchVendor(id: number) {
  return api.get<TVendor>(`/api/vendors/${id}`);
}

export function deleteVendor(id: number) {
  return api.delete(`/api/vendors/${id}`);
}
