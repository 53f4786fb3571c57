import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { StatusPage } from '../../components/plain/StatusPage';
import { errorMessage } from '../../lib/api';
import { activate } from './api';

/**
 * Activation keys are single-use: one request per key for the life of the page, even when React
 * (StrictMode, a re-render) runs the effect twice.
 */
const activations = new Map<string, Promise<void>>();
function activateOnce(key: string): Promise<void> {
  let pending = activations.get(key);
  if (!pending) {
    pending = activate(key);
    activations.set(key, pending);
  }
  return pending;
}

type Outcome = { status: 'pending' } | { status: 'done' } | { status: 'failed'; message: string };

/** /activate?key=… from the activation e-mail: activates, then shows /activated (spec 2). */
export function ActivatePage() {
  const [params] = useSearchParams();
  const key = params.get('key')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>(
    key
      ? { status: 'pending' }
      : {
          status: 'failed',
          message: 'This activation link has no key. Please open the link from your e-mail again.',
        },
  );

  useEffect(() => {
    if (!key) return;
    let live = true;
    activateOnce(key).then(
      () => live && setOutcome({ status: 'done' }),
      (error: unknown) => live && setOutcome({ status: 'failed', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [key]);

  if (outcome.status === 'done') return <Navigate to="/activated" replace />;
  if (outcome.status === 'pending') {
    return (
      <StatusPage title="Activating your account">
        <div className="spinner" role="progressbar" aria-label="Activating" />
      </StatusPage>
    );
  }
  return (
    <StatusPage title="Your account could not be activated">
      <p role="alert">{outcome.message}</p>
      <p>
        An activation link works once: if you already used it, your account is active and you can sign in.
      </p>
      <Link className="btn" to="/">
        Go to sign in
      </Link>
      <Link className="link" to="/sign-up">
        Sign up again
      </Link>
    </StatusPage>
  );
}
