import { type InputHTMLAttributes, type Ref, useId } from 'react';
import './plain.css';

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  /** The visible label: also the input's accessible name. */
  label: string;
  /** The validation message, shown under the input and linked to it. */
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled input for the public pages; spread react-hook-form's `register('name')` into it.
 * The message is tied to the input with aria-describedby and the input is marked aria-invalid.
 */
export function TextInput({ label, error, hint, ref, ...input }: TextInputProps) {
  const id = useId();
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        {...input}
        id={id}
        ref={ref}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId ?? hintId}
      />
      {hintId && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
