import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { afterSignInPath } from '../../../lib/return-to';
import { useAction } from '../../../lib/use-action';
import { signInWithIdToken, type ThirdPartyMode } from './api';
import { loadGoogleIdentityServices } from './google-identity-services';

export type GoogleSignInButtonProps = {
  mode: ThirdPartyMode;
  clientId: string;
  /** GOOGLE_GSI_URL, as the server says. */
  scriptUrl: string;
};

export const OVERLAY_TEXT: Record<ThirdPartyMode, string> = {
  signin: 'Signing you in with Google…',
  signup: 'Creating your Brigade account…',
};
export const GSI_LOAD_FAILED =
  'Sign-in with Google could not load. Check your connection, or use your e-mail and password.';

/**
 * Google's own button (rendered by Google Identity Services, loaded here on demand). The ID token it
 * hands back goes to the server; meanwhile a loading overlay covers the page (spec 4), and on success
 * the session is stored and the user lands on /home. The server's message shows below on failure.
 */
export function GoogleSignInButton({ mode, clientId, scriptUrl }: GoogleSignInButtonProps) {
  const navigate = useNavigate();
  const slot = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const action = useAction(signInWithIdToken);

  // Google keeps the callback it was given at initialize: let it call the current render's handler.
  const onCredential = useRef<(credential: string) => void>(() => {});
  onCredential.current = async (credential) => {
    if ((await action.run(mode, credential)).ok) navigate(afterSignInPath(), { replace: true });
  };

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentityServices(scriptUrl).then(
      (gsi) => {
        const parent = slot.current;
        if (cancelled || !parent) return;
        gsi.initialize({
          client_id: clientId,
          callback: (response) => onCredential.current(response.credential),
          ux_mode: 'popup',
          context: mode,
          cancel_on_tap_outside: true,
        });
        parent.replaceChildren();
        gsi.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: mode === 'signup' ? 'signup_with' : 'signin_with',
          shape: 'rectangular',
          logo_alignment: 'center',
          // Google's button takes a width in pixels (200 to 400): as wide as the form's.
          width: Math.min(400, Math.max(200, parent.clientWidth)),
        });
        setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, scriptUrl, mode]);

  return (
    <>
      <div ref={slot} className="gsi-slot" aria-busy={status === 'loading'} />
      {status === 'failed' && (
        <p className="alert alert-error" role="alert">
          {GSI_LOAD_FAILED}
        </p>
      )}
      {action.status === 'error' && (
        <p className="alert alert-error" role="alert">
          {errorMessage(action.error)}
        </p>
      )}
      {action.isPending && (
        <div className="auth-overlay" role="status" aria-live="polite">
          <span className="auth-spinner" aria-hidden="true" />
          <span>{OVERLAY_TEXT[mode]}</span>
        </div>
      )}
    </>
  );
}
