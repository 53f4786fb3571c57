import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

describe('activation (spec 2)', () => {
  it('activates the key once, then shows sign-in with the activated banner', async () => {
    const server = fakeApi({
      'GET /api/activate': () => json({ message: 'Your account is activated. You can sign in now.' }),
    });
    const { router } = renderApp('/activate?key=key-ok-1');

    expect((await screen.findByRole('status')).textContent).toBe(
      'Your account has been activated. Please sign in.',
    );
    expect(router.state.location.pathname).toBe('/activated');
    // StrictMode runs effects twice: the single-use key still goes to the server once.
    const calls = server.calls('GET', '/api/activate');
    expect(calls.map((c) => c.path)).toEqual(['/api/activate?key=key-ok-1']);
  });

  it('shows the server message when the key is refused', async () => {
    fakeApi({
      'GET /api/activate': () => apiError(400, 'Bad Request', 'This activation key is invalid or used'),
    });
    renderApp('/activate?key=key-bad-1');

    expect(await screen.findByRole('heading', { name: 'Your account could not be activated' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This activation key is invalid or used');
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/');
  });

  it('explains a link without a key and calls nothing', async () => {
    const server = fakeApi({});
    renderApp('/activate');

    expect(await screen.findByRole('heading', { name: 'Your account could not be activated' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/has no key/);
    expect(server.requests).toHaveLength(0);
  });
});
