import type { TVendor } from '@brigade/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { findVendorByName, vendorKeys } from './api';
import { setVendorInScope } from './vendor-scope';

export type VendorFromRoute =
  | { status: 'loading'; vendor: null }
  | { status: 'found'; vendor: TVendor }
  | { status: 'missing'; vendor: null }
  | { status: 'error'; vendor: null; error: unknown };

/**
 * The vendor a vendor page is about, from the name in its address. Coming from the vendors table the
 * answer is already cached (instant); opened directly or reloaded, it is looked up by name
 * (GET /api/vendors?searchText=). The id is never taken from storage alone: another user of this
 * browser may have a vendor of the same name. The vendor found becomes the vendor in scope.
 */
export function useVendorFromRoute(vendorName: string): VendorFromRoute {
  const query = useQuery({
    queryKey: vendorKeys.byName(vendorName),
    queryFn: ({ signal }) => findVendorByName(vendorName, signal),
  });
  const vendor = query.data ?? null;

  useEffect(() => {
    if (vendor) setVendorInScope({ id: vendor.id, name: vendor.name });
  }, [vendor]);

  if (query.isPending) return { status: 'loading', vendor: null };
  if (query.isError) return { status: 'error', vendor: null, error: query.error };
  return vendor ? { status: 'found', vendor } : { status: 'missing', vendor: null };
}

/** Where a vendor's ingredients are (spec 2), optionally one category (its route slug). */
export function vendorIngredientsPath(vendorName: string, categorySlug?: string): string {
  const base = `/portal/chef/vendor/${encodeURIComponent(vendorName)}/ingredients`;
  return categorySlug ? `${base}/${categorySlug}` : base;
}
