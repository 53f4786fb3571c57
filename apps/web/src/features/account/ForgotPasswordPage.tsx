import { MSG, ZForgotPasswordForm } from '@brigade/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { NoticeDialog } from '../../components/plain/NoticeDialog';
import { TextInput } from '../../components/plain/TextInput';
import { errorMessage, isApiError } from '../../lib/api';
import { useAction } from '../../lib/use-action';
import { AuthForm } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { requestPasswordReset } from './api';

/** The outcome texts of spec 8: an unknown address answers 400; anything else says what went wrong. */
export function forgotPasswordOutcome(ok: boolean, error: unknown): { title: string; message: string } {
  if (ok) return { title: 'Check your email', message: MSG.forgotSent };
  if (isApiError(error) && error.status === 400)
    return { title: 'Email not found', message: MSG.forgotNotFound };
  return { title: 'Something went wrong', message: errorMessage(error) };
}

/** /forgot-password (spec 2, 8): sends the reset link; closing the dialog after success goes to /. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZForgotPasswordForm),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const action = useAction(requestPasswordReset);
  const done = action.status === 'success' || action.status === 'error';
  const outcome = forgotPasswordOutcome(action.status === 'success', action.error);

  return (
    <AuthLayout
      title="Forgot Your Password"
      subtitle="Enter the email address of your account and we will send you a link to reset your password."
    >
      <AuthForm
        label="Forgot your password"
        submitLabel="Submit"
        pending={action.isPending}
        onSubmit={handleSubmit((values) => action.run(values.email))}
      >
        <TextInput
          label="Email Address"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </AuthForm>
      <p className="auth-links">
        <span>
          Remembered it?{' '}
          <Link className="link" to="/">
            Back to sign in
          </Link>
        </span>
      </p>
      {done && (
        <NoticeDialog
          title={outcome.title}
          message={outcome.message}
          onClose={() => (action.status === 'success' ? navigate('/', { replace: true }) : action.reset())}
        />
      )}
    </AuthLayout>
  );
}
