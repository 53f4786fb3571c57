import type { FormEventHandler, ReactNode } from 'react';

export type AuthFormProps = {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  pending: boolean;
  /** The server's answer, shown below the form (spec 8). */
  error?: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
};

/** A public account form: its fields, one full-width submit button, and the server message below. */
export function AuthForm({ label, submitLabel, pending, error, onSubmit, children }: AuthFormProps) {
  return (
    <>
      <form className="auth-form" noValidate aria-label={label} onSubmit={onSubmit}>
        {children}
        <button type="submit" className="btn btn-block" disabled={pending} aria-busy={pending}>
          {submitLabel}
        </button>
      </form>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
