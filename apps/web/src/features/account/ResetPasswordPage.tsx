import { MSG, ZResetPasswordForm } from '@brigade/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NoticeDialog } from '../../components/plain/NoticeDialog';
import { TextInput } from '../../components/plain/TextInput';
import { useAction } from '../../lib/use-action';
import { AuthForm } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { finishPasswordReset } from './api';

/** /account/reset-password?key=… from the reset e-mail (spec 2, 8): one Password field, then /. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const key = params.get('key')?.trim() ?? '';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZResetPasswordForm),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  const action = useAction((password: string) => finishPasswordReset(key, password));
  const succeeded = action.status === 'success';

  return (
    <AuthLayout title="Reset Your Password" subtitle="Choose a new password of at least 8 characters.">
      {key ? (
        <AuthForm
          label="Reset your password"
          submitLabel="Submit"
          pending={action.isPending}
          onSubmit={handleSubmit((values) => action.run(values.password))}
        >
          <TextInput
            label="Password"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
        </AuthForm>
      ) : (
        <p className="alert alert-error" role="alert">
          {MSG.resetFailed} This link has no reset key: open the link from your e-mail, or{' '}
          <Link className="link" to="/forgot-password">
            request a new one
          </Link>
          .
        </p>
      )}
      {(succeeded || action.status === 'error') && (
        <NoticeDialog
          title={succeeded ? 'Password reset' : 'Password not reset'}
          message={succeeded ? MSG.resetSucceeded : MSG.resetFailed}
          onClose={() => (succeeded ? navigate('/', { replace: true }) : action.reset())}
        />
      )}
    </AuthLayout>
  );
}
