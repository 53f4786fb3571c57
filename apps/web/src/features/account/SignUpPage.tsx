import { ZSignUpForm } from '@brigade/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NoticeDialog } from '../../components/plain/NoticeDialog';
import { TextInput } from '../../components/plain/TextInput';
import { errorMessage } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { useAction } from '../../lib/use-action';
import { AuthForm } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { register as registerAccount } from './api';
import { LazyThirdPartySignIn } from './third-party/LazyThirdPartySignIn';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

/** Registration (spec 2, 4, 5): on success a dialog says to check e-mail, then goes to /. */
export function SignUpPage() {
  const navigate = useNavigate();
  // An invitation sends its invitee here with the invited address.
  const [params] = useSearchParams();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZSignUpForm),
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      email: params.get('email') ?? '',
      password: '',
      confirmPassword: '',
    },
  });
  const action = useAction(registerAccount);

  const submit = handleSubmit(async (values) => {
    const { ok, error } = await action.run(values);
    // The server's field errors (a taken e-mail…) go under their fields; the login is the e-mail.
    if (!ok) applyServerErrors(error, FIELDS, setError, { login: 'email' });
  });

  return (
    // Spec 1's sentence once, in the brand panel (beside the form, or above it on a phone).
    <AuthLayout title="Create your account" pitch="Start your free trial today: no credit card required.">
      <AuthForm
        label="Sign up"
        submitLabel="Sign Up"
        pending={action.isPending}
        error={action.status === 'error' ? errorMessage(action.error) : null}
        onSubmit={submit}
      >
        <div className="auth-form-pair">
          <TextInput
            label="First Name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextInput
            label="Last Name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          hint="You will sign in with this address."
          error={errors.email?.message}
          {...register('email')}
        />
        <TextInput
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        <TextInput
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </AuthForm>
      <LazyThirdPartySignIn mode="signup" />
      <p className="auth-links">
        <span>
          Already have an account?{' '}
          <Link className="link" to="/">
            Sign in
          </Link>
        </span>
      </p>
      {action.status === 'success' && (
        <NoticeDialog
          title="Check your email"
          message={`We sent an activation link to ${getValues('email')}. Open it to activate your account, then sign in.`}
          onClose={() => navigate('/', { replace: true })}
        />
      )}
    </AuthLayout>
  );
}
