import type { TSignInForm } from '@brigade/core';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useToken } from '../../app/auth/useSession';
import { TextInput } from '../../components/plain/TextInput';
import { errorMessage } from '../../lib/api';
import { lazyZodResolver } from '../../lib/lazy-resolver';
import { afterSignInPath } from '../../lib/return-to';
import { sessionEndedReason } from '../../lib/session';
import { useAction } from '../../lib/use-action';
import { AuthForm } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { signIn } from './api';
import { LazyThirdPartySignIn } from './third-party/LazyThirdPartySignIn';

/** The first page a visitor loads draws before Zod arrives (lib/lazy-resolver.ts). */
const signInResolver = lazyZodResolver<TSignInForm>(() =>
  import('./sign-in-schema').then((m) => m.ZSignInForm),
);

/** Sign in at / (spec 2, 4, 5); /activated shows the same form with an "activated" banner. */
export function SignInPage({ activated = false }: { activated?: boolean }) {
  const navigate = useNavigate();
  const token = useToken();
  // An invitation sends its invitee here with the invited address.
  const [params] = useSearchParams();
  // Why the last session ended, when it ended on its own (a removed member, an expired token).
  const sessionEnded = sessionEndedReason();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TSignInForm>({
    resolver: signInResolver,
    mode: 'onTouched',
    defaultValues: { email: params.get('email') ?? '', password: '' },
  });
  const action = useAction(signIn);

  // Someone already signed in has nothing to do here.
  if (token && action.status === 'idle') return <Navigate to="/home" replace />;

  const submit = handleSubmit(async (values) => {
    if ((await action.run(values)).ok) navigate(afterSignInPath(), { replace: true });
  });

  return (
    <AuthLayout title="Sign in to Brigade">
      {sessionEnded && !activated && (
        <p className="alert alert-info" role="status">
          {sessionEnded}
        </p>
      )}
      {activated && (
        <p className="alert alert-success" role="status">
          Your account has been activated. Please sign in.
        </p>
      )}
      <AuthForm
        label="Sign in"
        submitLabel="Sign In"
        pending={action.isPending}
        error={action.status === 'error' ? errorMessage(action.error) : null}
        onSubmit={submit}
      >
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextInput
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
      </AuthForm>
      <LazyThirdPartySignIn mode="signin" />
      <p className="auth-links">
        <Link className="link" to="/forgot-password">
          Forgot your password?
        </Link>
        <span>
          New to Brigade?{' '}
          <Link className="link" to="/sign-up">
            Sign up
          </Link>
        </span>
      </p>
    </AuthLayout>
  );
}

/** /activated: the sign-in page with the account-activated banner (spec 2). */
export function ActivatedPage() {
  return <SignInPage activated />;
}
