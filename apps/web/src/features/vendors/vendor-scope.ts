import { useSyncExternalStore } from 'react';

/**
 * The vendor in scope (spec 6): held on the client, added to ingredient calls, and one of the two
 * things kept in localStorage (with the ingredient list state) so a reload stays on the vendor.
 */
export type VendorInScope = { id: number; name: string };

export const VENDOR_SCOPE_STORAGE_KEY = 'vendorInScope';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; value: VendorInScope | null } = { raw: null, value: null };

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function parse(raw: string | null): VendorInScope | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<VendorInScope>;
    return typeof value.id === 'number' && typeof value.name === 'string'
      ? { id: value.id, name: value.name }
      : null;
  } catch {
    return null;
  }
}

export function getVendorInScope(): VendorInScope | null {
  const raw = storage()?.getItem(VENDOR_SCOPE_STORAGE_KEY) ?? null;
  // The same object while the stored text is unchanged, as useSyncExternalStore requires.
  if (raw !== cached.raw) cached = { raw, value: parse(raw) };
  return cached.value;
}

export function setVendorInScope(vendor: VendorInScope | null): void {
  const store = storage();
  try {
    if (vendor)
      store?.setItem(VENDOR_SCOPE_STORAGE_KEY, JSON.stringify({ id: vendor.id, name: vendor.name }));
    else store?.removeItem(VENDOR_SCOPE_STORAGE_KEY);
  } catch {
    // A full or disabled storage only costs the reload convenience.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useVendorInScope(): VendorInScope | null {
  return useSyncExternalStore(subscribe, getVendorInScope, () => null);
}
