import type { OidcConfig } from '../../config.ts';
import type { CspSources } from '../../plugins/security.ts';

/**
 * What Google's button needs of the page when sign-in with Google is on (Google's "Setup" guide): its
 * script (GOOGLE_GSI_URL), and the folder it lives in for its iframe, its stylesheet and its calls
 * (https://accounts.google.com/gsi/); a popup that may answer this page; and the page's origin sent
 * along, which Google checks against the client's authorised origins. Nothing when it is off.
 */
export function thirdPartySignInCsp(oidc: OidcConfig): CspSources[] {
  if (!oidc.clientId) return [];
  const folder = new URL('./', oidc.scriptUrl).href;
  return [
    {
      scriptSrc: [oidc.scriptUrl],
      frameSrc: [folder],
      connectSrc: [folder],
      styleSrc: [folder],
      popups: true,
      sendsOrigin: true,
    },
  ];
}
