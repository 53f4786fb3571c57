import { MSG, ZSignInForm } from '@brigade/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormTextField } from './FormTextField';

function SignInLikeForm({ onValid }: { onValid: (values: unknown) => void }) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ZSignInForm),
    defaultValues: { email: '', password: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <FormTextField
        control={control}
        name="email"
        label="Email"
        helperText="The address you signed up with"
      />
      <FormTextField control={control} name="password" label="Password" type="password" />
      <button type="submit">Go</button>
    </form>
  );
}

describe('FormTextField', () => {
  it("shows the schema's message under a labelled field and marks it invalid", async () => {
    const onValid = vi.fn();
    render(<SignInLikeForm onValid={onValid} />);
    expect(screen.getByText('The address you signed up with')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));

    expect(await screen.findByText(MSG.emailInvalid)).toBeTruthy();
    expect(screen.getByText(MSG.passwordRequired)).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('The address you signed up with')).toBeNull();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands the parsed values to the submit handler', async () => {
    const onValid = vi.fn();
    render(<SignInLikeForm onValid={onValid} />);

    await userEvent.type(screen.getByLabelText('Email'), ' chef@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));

    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0][0]).toEqual({ email: 'chef@example.com', password: 'secret' });
  });
});
