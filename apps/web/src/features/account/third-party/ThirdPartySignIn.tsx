import type { ThirdPartyMode } from './api';
import { GoogleSignInButton } from './GoogleSignInButton';

export type ThirdPartySignInProps = { mode: ThirdPartyMode; clientId: string; scriptUrl: string };

/**
 * "or Sign in with Google" under the password form of / and /sign-up. The pages load this module
 * only when the server has a GOOGLE_CLIENT_ID (see LazyThirdPartySignIn), so / stays within its
 * JavaScript budget when it does not.
 */
export function ThirdPartySignIn(props: ThirdPartySignInProps) {
  return (
    <div className="auth-third-party">
      <p className="auth-divider">
        <span>or</span>
      </p>
      <GoogleSignInButton {...props} />
    </div>
  );
}
