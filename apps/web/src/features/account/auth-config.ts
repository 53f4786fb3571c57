import type { TAuthConfig } from '@brigade/core';
import { useEffect, useState } from 'react';
import { call } from '../../lib/api-client';

let loaded: Promise<TAuthConfig | null> | undefined;

/**
 * GET /api/auth-config, once per page load: whether the server offers sign-in with Google (the
 * server reads GOOGLE_CLIENT_ID at run time, so the same build works with or without it). A failure
 * answers null — the pages then offer the password only — and is tried again next time.
 */
export function loadAuthConfig(): Promise<TAuthConfig | null> {
  loaded ??= call('getAuthConfig').catch(() => {
    loaded = undefined;
    return null;
  });
  return loaded;
}

/** The sign-in settings once known; null meanwhile, and when they cannot be read. */
export function useAuthConfig(): TAuthConfig | null {
  const [config, setConfig] = useState<TAuthConfig | null>(null);
  useEffect(() => {
    let live = true;
    loadAuthConfig().then((loaded) => {
      if (live) setConfig(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return config;
}

/** Tests start from a clean slate. */
export function forgetAuthConfig(): void {
  loaded = undefined;
}
