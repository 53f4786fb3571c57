import { MSG } from '@brigade/core';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { setupUser } from '../../test/user-event';

async function openSignUp() {
  const view = renderApp('/sign-up');
  await screen.findByRole('heading', { name: 'Create your account' });
  return { ...view, user: setupUser() };
}

type Values = { first: string; last: string; email: string; password: string; confirm: string };
const VALID: Values = {
  first: 'Ada',
  last: 'Lovelace',
  email: 'ada@example.com',
  password: 'correct-horse',
  confirm: 'correct-horse',
};

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Values>) {
  const v = { ...VALID, ...values };
  if (v.first) await user.type(screen.getByLabelText('First Name'), v.first);
  if (v.last) await user.type(screen.getByLabelText('Last Name'), v.last);
  if (v.email) await user.type(screen.getByLabelText('Email'), v.email);
  if (v.password) await user.type(screen.getByLabelText('Password'), v.password);
  if (v.confirm) await user.type(screen.getByLabelText('Confirm Password'), v.confirm);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('sign up (spec 4, 5)', () => {
  it('says free trial, no credit card required — once', async () => {
    await openSignUp();
    expect(screen.getByText('Start your free trial today: no credit card required.')).toBeTruthy();
    expect(screen.getAllByText(/free trial/i)).toHaveLength(1);
  });

  it('asks for every field', async () => {
    const server = fakeApi({});
    const { user } = await openSignUp();

    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText(MSG.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(MSG.lastNameRequired)).toBeTruthy();
    expect(screen.getByText(MSG.emailRequired)).toBeTruthy();
    // Password and Confirm Password both ask for a password.
    expect(screen.getAllByText(MSG.passwordRequired)).toHaveLength(2);
    expect(server.calls('POST', '/api/register')).toHaveLength(0);
  });

  it('wants a valid e-mail and a password of 8 characters or more', async () => {
    const server = fakeApi({});
    const { user } = await openSignUp();

    await fill(user, { email: 'ada-at-example', password: 'short', confirm: 'short' });

    expect(await screen.findByText(MSG.emailInvalid)).toBeTruthy();
    expect(screen.getByText(MSG.passwordTooShort)).toBeTruthy();
    expect(server.calls('POST', '/api/register')).toHaveLength(0);
  });

  it('says when the passwords do not match', async () => {
    const server = fakeApi({});
    const { user } = await openSignUp();

    await fill(user, { confirm: 'correct-horsf' });

    expect(await screen.findByText(MSG.passwordsDoNotMatch)).toBeTruthy();
    expect(screen.getByLabelText('Confirm Password').getAttribute('aria-invalid')).toBe('true');
    expect(server.calls('POST', '/api/register')).toHaveLength(0);
  });

  it('registers with the e-mail as login, then says to check the e-mail and goes to /', async () => {
    // The server answers the new account (core's ZAccount), not yet activated.
    const account = {
      id: 7,
      login: 'chef@example.com',
      firstName: 'Ada',
      lastName: 'Cook',
      email: 'chef@example.com',
      langKey: 'en',
      activated: false,
      kitchenId: 3,
      kitchenName: 'Chef Kitchen',
      role: 'owner',
    };
    const server = fakeApi({ 'POST /api/register': () => json(account, 201) });
    const { user, router } = await openSignUp();

    await fill(user, {});

    const dialog = await screen.findByRole('dialog', { name: 'Check your email' });
    expect(within(dialog).getByText(/We sent an activation link to ada@example.com/)).toBeTruthy();
    expect(JSON.parse(server.calls('POST', '/api/register')[0].body ?? '')).toEqual({
      login: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'correct-horse',
      langKey: 'en',
    });

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Brigade' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the server message and puts field errors under their field', async () => {
    fakeApi({
      'POST /api/register': () =>
        apiError(400, 'Bad Request', 'This e-mail address is already registered', [
          { field: 'login', message: 'This e-mail address is already registered' },
        ]),
    });
    const { user, router } = await openSignUp();

    await fill(user, {});

    expect((await screen.findByRole('alert')).textContent).toBe('This e-mail address is already registered');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/sign-up');
  });
});
