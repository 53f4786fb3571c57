import { ROLE_DESCRIPTIONS, ROLE_LABELS, type TInvitationPreview } from '@brigade/core';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { signOut } from '../../app/auth/sign-out';
import { useToken, useUsername } from '../../app/auth/useSession';
import { snackbarState } from '../../app/layout/navigation-snackbar';
import { queryClient } from '../../app/query-client';
import { StatusPage } from '../../components/plain/StatusPage';
import { errorMessage, isApiError } from '../../lib/api';
import { rememberReturnTo } from '../../lib/return-to';
import { useAction } from '../../lib/use-action';
import { AuthLayout } from '../account/AuthLayout';
import { acceptInvitation, fetchInvitation } from './api';
import { enterKitchen } from './kitchen-session';
import { formatDay } from './team-format';

type Preview =
  | { status: 'loading' }
  | { status: 'ready'; invitation: TInvitationPreview }
  | { status: 'failed'; error: unknown };

/** The title of a screen saying why an invitation cannot be used, by the server's status. */
function failureTitle(error: unknown): string {
  if (isApiError(error) && error.status === 410) return 'This invitation has expired';
  if (isApiError(error) && error.status === 403) return 'This invitation is for someone else';
  if (isApiError(error) && error.status === 409) return 'You are already in this kitchen';
  if (isApiError(error) && error.status === 404) return 'This invitation cannot be used';
  return 'The invitation could not be opened';
}

/**
 * /invitation?key=… — the link of an invitation e-mail, public. It says who invites the
 * reader to which kitchen and as what. Signed in, Accept joins the kitchen and works in it at once;
 * signed out, the reader signs in (or signs up first, then activates and signs in) and comes back
 * here to accept. No MUI: this is the first screen an invitee sees, like sign-in.
 */
export function InvitationPage() {
  const [params] = useSearchParams();
  const key = params.get('key')?.trim() ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const token = useToken();
  const username = useUsername();
  const [preview, setPreview] = useState<Preview>({ status: 'loading' });
  const accept = useAction(async () => {
    const session = await acceptInvitation(key);
    enterKitchen(session, queryClient);
    const role = ROLE_LABELS[session.kitchen.role];
    navigate('/home', {
      replace: true,
      state: snackbarState(`You joined ${session.kitchen.name} as ${role}`),
    });
  });

  useEffect(() => {
    if (!key) return;
    let live = true;
    fetchInvitation(key).then(
      (invitation) => live && setPreview({ status: 'ready', invitation }),
      (error: unknown) => live && setPreview({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [key]);

  if (!key)
    return (
      <StatusPage title="This invitation link is incomplete">
        <p role="alert">It has no key. Please open the link from your e-mail again.</p>
        <Link className="btn" to="/">
          Go to sign in
        </Link>
      </StatusPage>
    );
  if (preview.status === 'loading')
    return (
      <StatusPage title="Opening your invitation">
        <div className="spinner" role="progressbar" aria-label="Loading the invitation" />
      </StatusPage>
    );
  if (preview.status === 'failed')
    return <InvitationFailure error={preview.error} signedIn={token !== null} />;

  const { invitation } = preview;
  const role = ROLE_LABELS[invitation.role];
  const here = `${location.pathname}${location.search}`;
  // Back here after signing in (or signing up, activating and signing in), until the link expires.
  const detour = (to: string) => () => {
    rememberReturnTo(here, new Date(invitation.expiresAt));
    navigate(`${to}?email=${encodeURIComponent(invitation.email)}`);
  };
  const acceptError = accept.status === 'error' ? accept.error : null;
  // Used, revoked or expired meanwhile, or already a member: nothing left to accept.
  if (isApiError(acceptError) && [404, 409, 410].includes(acceptError.status))
    return <InvitationFailure error={acceptError} signedIn />;
  const wrongAccount = isApiError(acceptError) && acceptError.status === 403;
  const signInAsInvitee = async () => {
    await signOut(queryClient);
    detour('/')();
  };

  return (
    <AuthLayout
      title={`Join ${invitation.kitchenName}`}
      pitch="A kitchen is a team: recipes, menus, events and prep lists, shared with your brigade."
    >
      <p style={{ margin: 0, fontSize: '1.0625rem' }}>
        <strong>{invitation.invitedBy}</strong> invited you to join <strong>{invitation.kitchenName}</strong>{' '}
        as <strong>{role}</strong>.
      </p>
      <p className="field-hint">
        <strong>{role}:</strong> {ROLE_DESCRIPTIONS[invitation.role]}
      </p>
      <p className="field-hint">
        Sent to {invitation.email}; the link works once, until {formatDay(invitation.expiresAt)}.
      </p>
      {acceptError !== null && (
        <p className="alert alert-error" role="alert">
          {errorMessage(acceptError)}
        </p>
      )}
      {token ? (
        <>
          {wrongAccount ? (
            <button type="button" className="btn btn-block" onClick={signInAsInvitee}>
              Sign in as {invitation.email}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-block"
              disabled={accept.isPending}
              aria-busy={accept.isPending}
              onClick={() => void accept.run()}
            >
              {accept.isPending ? 'Joining…' : `Accept and join ${invitation.kitchenName}`}
            </button>
          )}
          <p className="field-hint">Signed in as {username}.</p>
        </>
      ) : invitation.accountExists ? (
        <>
          <button type="button" className="btn btn-block" onClick={detour('/')}>
            Sign in to accept
          </button>
          <p className="field-hint">Sign in as {invitation.email}; you come back here to accept.</p>
        </>
      ) : (
        <>
          <button type="button" className="btn btn-block" onClick={detour('/sign-up')}>
            Create an account
          </button>
          <p className="field-hint">
            With {invitation.email}. Activate it from the e-mail we send, sign in, and you come back here to
            accept.
          </p>
        </>
      )}
    </AuthLayout>
  );
}

/** Why the invitation cannot be used (used, revoked, expired…), with the server's words. */
function InvitationFailure({ error, signedIn }: { error: unknown; signedIn: boolean }) {
  return (
    <StatusPage title={failureTitle(error)}>
      <p role="alert">{errorMessage(error)}</p>
      <Link className="btn" to={signedIn ? '/home' : '/'}>
        {signedIn ? 'Go to Brigade' : 'Go to sign in'}
      </Link>
    </StatusPage>
  );
}
