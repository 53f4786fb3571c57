import { lazy, Suspense } from 'react';
import { useAuthConfig } from '../auth-config';
import type { ThirdPartyMode } from './api';

const ThirdPartySignIn = lazy(async () => ({
  default: (await import('./ThirdPartySignIn')).ThirdPartySignIn,
}));

/** Sign-in with Google when the server offers it (GET /api/auth-config); nothing at all otherwise. */
export function LazyThirdPartySignIn({ mode }: { mode: ThirdPartyMode }) {
  const config = useAuthConfig();
  if (!config?.googleClientId) return null;
  return (
    <Suspense fallback={<div className="gsi-slot" aria-busy="true" />}>
      <ThirdPartySignIn mode={mode} clientId={config.googleClientId} scriptUrl={config.googleScriptUrl} />
    </Suspense>
  );
}
