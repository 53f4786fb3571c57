import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HARBOR } from '../../features/team/test-fixtures';
import { SESSION_KEYS } from '../../lib/session';
import { pageOf, vendorReply } from '../../test/catalogue-support';
import { fakeApi, json, type RecordedRequest, TEST_KITCHEN } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { setupUser } from '../../test/user-event';
import { queryClient } from '../query-client';

afterEach(() => queryClient.clear());

/** A vendor as the server sends it, whoever's change it was. */
const vendor = (id: number, name: string) => ({
  ...vendorReply(id, name, 1),
  createdBy: null,
  modifiedBy: null,
});

/** Two kitchens, each with its own vendors: the token says which one a call is for. */
function twoKitchens() {
  const inHarbor = (request: RecordedRequest) =>
    request.headers.get('authorization') === 'Bearer harbor-token';
  return fakeApi({
    'GET /api/account/kitchens': (request) =>
      json([
        { ...TEST_KITCHEN, role: 'chef', active: !inHarbor(request) },
        { ...HARBOR, active: inHarbor(request) },
      ]),
    'GET /api/vendors': (request) =>
      json(pageOf(inHarbor(request) ? [vendor(8, 'Baldor')] : [vendor(3, 'Sysco')])),
    // A vendor's page lists its ingredients; none here.
    'GET /api/ingredients': () => json(pageOf([])),
    'POST /api/account/kitchens/2/switch': () =>
      json({ id_token: 'harbor-token', kitchen: { ...HARBOR, active: true } }),
  });
}

describe('the kitchen switcher of the top bar', { timeout: 30_000 }, () => {
  it("shows the one kitchen's name and the member's role, with nothing to switch to", async () => {
    fakeApi({});
    renderApp('/home', { signedInAs: 'ana@example.com' });
    const banner = await screen.findByRole('banner');
    const kitchen = await within(banner).findByRole('group', { name: 'Kitchen: Test Kitchen, Owner' });
    expect(kitchen.textContent).toBe('Test KitchenOwner');
    expect(within(banner).queryByRole('button', { name: /Switch kitchen/ })).toBeNull();
  });

  it('switches to another kitchen: its token replaces the session and every list reads it', async () => {
    const server = twoKitchens();
    renderApp('/portal/chef/vendors', { signedInAs: 'ana@example.com' });
    const user = setupUser();
    expect(await screen.findByRole('gridcell', { name: 'Sysco' })).toBeTruthy();

    const banner = screen.getByRole('banner');
    await user.click(
      await within(banner).findByRole('button', { name: 'Kitchen: Test Kitchen, Chef. Switch kitchen' }),
    );
    const menu = await screen.findByRole('menu', { name: 'Your kitchens' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Test KitchenChef', 'Harbor CafeOwner']);
    expect(items[0].getAttribute('aria-current')).toBe('true');
    await user.click(within(menu).getByRole('menuitem', { name: /Harbor Cafe/ }));

    expect(await screen.findByRole('gridcell', { name: 'Baldor' })).toBeTruthy();
    expect(screen.queryByRole('gridcell', { name: 'Sysco' })).toBeNull();
    expect(
      await within(screen.getByRole('banner')).findByRole('button', {
        name: 'Kitchen: Harbor Cafe, Owner. Switch kitchen',
      }),
    ).toBeTruthy();
    expect(await screen.findByText('You are working in Harbor Cafe as Owner')).toBeTruthy();
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('harbor-token');
    expect(sessionStorage.getItem(SESSION_KEYS.username)).toBe('ana@example.com');
    const reads = server.calls('GET', '/api/vendors');
    expect(reads.at(-1)?.headers.get('authorization')).toBe('Bearer harbor-token');
    expect(server.calls('POST', '/api/account/kitchens/2/switch')[0].headers.get('authorization')).toBe(
      'Bearer test-token',
    );
  });

  it('leaves a vendor of the kitchen left behind for the vendors list', async () => {
    twoKitchens();
    const { router } = renderApp('/portal/chef/vendor/Sysco/ingredients', { signedInAs: 'ana@example.com' });
    const user = setupUser();
    await user.click(
      await within(await screen.findByRole('banner')).findByRole('button', { name: /Switch kitchen/ }),
    );
    await user.click(await screen.findByRole('menuitem', { name: /Harbor Cafe/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/chef/vendors'));
    expect(await screen.findByRole('gridcell', { name: 'Baldor' })).toBeTruthy();
  });
});
