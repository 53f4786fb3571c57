import { MSG } from '@brigade/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { request } from '../lib/api';
import { SESSION_KEYS } from '../lib/session';
import { apiError, fakeApi, json } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { setupUser } from '../test/user-event';
import { VIEW_MODE_STORAGE_KEY } from './view-mode';

describe('session guard (spec 6)', () => {
  it.each(['/home', '/portal/chef', '/portal/feedback'])(
    'sends a visitor without a token from %s to /',
    async (path) => {
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Sign in to Brigade' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('treats an empty token as no session', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, '');
    const { router } = renderApp('/home');
    await screen.findByRole('heading', { name: 'Sign in to Brigade' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('ends the session and returns to / when the API answers 401', async () => {
    fakeApi({ 'GET /api/account': () => apiError(401, 'Unauthorized', 'Full authentication is required') });
    const { router } = renderApp('/home', { signedInAs: 'chef@example.com' });
    await screen.findByRole('heading', { name: 'Welcome to Brigade' });

    await act(async () => {
      await request('/api/account').catch(() => undefined);
    });

    expect(await screen.findByRole('heading', { name: 'Sign in to Brigade' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.username)).toBeNull();
  });

  it('says why the session ended: a member removed from the kitchen reads the server’s message', async () => {
    fakeApi({ 'GET /api/account': () => apiError(401, 'Unauthorized', MSG.notAMember) });
    renderApp('/home', { signedInAs: 'chef@example.com' });
    await screen.findByRole('heading', { name: 'Welcome to Brigade' });

    await act(async () => {
      await request('/api/account').catch(() => undefined);
    });

    await screen.findByRole('heading', { name: 'Sign in to Brigade' });
    expect(screen.getByRole('status').textContent).toBe(MSG.notAMember);
  });
});

describe('home and the top bar (spec 1, 2)', () => {
  it('shows three cards leading to USDA, Kitchen and Events', async () => {
    renderApp('/home', { signedInAs: 'chef@example.com' });
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { name: 'Welcome to Brigade' });

    const hrefs = ['USDA', 'Kitchen', 'Events'].map((name) =>
      within(main).getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/portal/usda', '/portal/chef', '/portal/events']);
  });

  it('has the logo and title to /home and buttons to each section', async () => {
    fakeApi({ 'GET /api/feedback/config': () => json({ url: null }) });
    const user = setupUser();
    const { router } = renderApp('/portal/feedback', { signedInAs: 'chef@example.com' });
    const banner = await screen.findByRole('banner');

    await user.click(within(banner).getByRole('button', { name: 'Kitchen' }));
    expect(await screen.findByRole('heading', { name: 'Kitchen' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/portal/chef');
    expect(within(banner).getByRole('button', { name: 'Kitchen' }).getAttribute('aria-current')).toBe('page');

    await user.click(within(banner).getByRole('link', { name: 'Brigade' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Brigade' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('signs out from the account menu: logout call, session cleared, back to /', async () => {
    const server = fakeApi({ 'GET /api/logout': () => json({ message: 'You are signed out.' }) });
    const user = setupUser();
    const { router } = renderApp('/home', { signedInAs: 'chef@example.com' });
    await screen.findByRole('heading', { name: 'Welcome to Brigade' });

    await user.click(screen.getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('chef@example.com')).toBeTruthy();
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Sign in to Brigade' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
    const [logout] = server.calls('GET', '/api/logout');
    expect(logout.headers.get('authorization')).toBe('Bearer test-token');
  });

  it('opens the feedback page from the account menu', async () => {
    fakeApi({ 'GET /api/feedback/config': () => json({ url: null }) });
    const user = setupUser();
    const { router } = renderApp('/home', { signedInAs: 'chef@example.com' });
    await screen.findByRole('heading', { name: 'Welcome to Brigade' });

    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Feedback' }));

    expect(await screen.findByRole('heading', { name: 'Feedback' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/portal/feedback');
    expect(await screen.findByLabelText('Your feedback')).toBeTruthy();
  });

  it('shows the Tile/Table switch only on a screen it changes', async () => {
    renderApp('/home', { signedInAs: 'chef@example.com' });
    await screen.findByRole('heading', { name: 'Welcome to Brigade' });
    expect(screen.queryByRole('button', { name: 'Table view' })).toBeNull();
  });

  it('shows the Tile/Table switch on a recipe list, not on the menus list (spec 2)', async () => {
    const empty = { content: [], number: 0, size: 20, numberOfElements: 0, totalElements: 0 };
    fakeApi({
      'GET /api/menus': () =>
        json({ ...empty, totalPages: 0, first: true, last: true, pageable: { pageNumber: 0, pageSize: 20 } }),
      'GET /api/kitchen/settings': () =>
        json({
          targetFoodCostPercent: 30,
          guaranteeDaysBefore: 3,
          measurementSystem: 'us',
          versionsToKeep: 50,
          onlyApprovedRecipesOnEvents: false,
          version: 4,
        }),
    });
    renderApp('/portal/chef/menus', { signedInAs: 'chef@example.com' });
    await screen.findByRole('heading', { level: 1, name: 'Menus' });
    expect(screen.queryByRole('button', { name: 'Table view' })).toBeNull();
  });

  it('remembers the Tile/Table choice', async () => {
    const user = setupUser();
    const empty = { content: [], number: 0, size: 20, numberOfElements: 0, totalElements: 0 };
    fakeApi({
      'GET /api/recipes': () =>
        json({ ...empty, totalPages: 0, first: true, last: true, pageable: { pageNumber: 0, pageSize: 20 } }),
    });
    renderApp('/portal/chef/recipes', { signedInAs: 'chef@example.com' });
    await screen.findByRole('heading', { level: 1, name: 'Recipes' });

    const table = await screen.findByRole('button', { name: 'Table view' });
    expect(screen.getByRole('button', { name: 'Tile view' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(table);

    expect(table.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(VIEW_MODE_STORAGE_KEY)).toBe('table');
  });

  it('sets the document title from the route', async () => {
    fakeApi({ 'GET /api/events': () => json([]) });
    renderApp('/portal/events', { signedInAs: 'chef@example.com' });
    await screen.findByRole('heading', { name: 'Events' });
    await waitFor(() => expect(document.title).toBe('Events — Brigade'));
  });
});

describe('unknown routes', () => {
  it('answer a real 404 page', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('/no/such/page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/');
  });
});
