import { deletedReply, MSG } from '@brigade/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../app/query-client';
import { pageOf as page, vendorReply as vendor } from '../../test/catalogue-support';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { setupUser } from '../../test/user-event';
import { VENDOR_SCOPE_STORAGE_KEY } from './vendor-scope';

// renderApp uses the app's one query cache: each test starts from an empty one.
afterEach(() => queryClient.clear());

const SYSCO = vendor(3, 'Sysco', 12);
const DEPOT = vendor(4, 'Restaurant Depot', 0);

async function openVendors(vendors = [DEPOT, SYSCO], extra = {}) {
  const server = fakeApi({
    'GET /api/vendors': () => json(page(vendors)),
    'GET /api/ingredients': () => json(page([])),
    ...extra,
  });
  const view = renderApp('/portal/chef/vendors', { signedInAs: 'chef@example.com' });
  await screen.findByRole('heading', { name: 'Vendors' });
  await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading vendors' })).toBeNull());
  return { ...view, server, user: setupUser() };
}

describe('vendors screen (spec 2)', () => {
  it('shows the table Vendors with Name and Number of Ingredients', async () => {
    await openVendors();
    const table = screen.getByRole('grid', { name: 'Vendors' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 2)).toEqual(['Name', 'Number of Ingredients']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('gridcell')
          .slice(0, 2)
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Restaurant Depot', '0'],
      ['Sysco', '12'],
    ]);
  });

  it('adds a vendor with the Vendor modal; a blank name is refused with the spec message', async () => {
    const { server, user } = await openVendors([], {
      'POST /api/vendors': () => json(vendor(5, 'Baldor', 0), 201),
    });
    await user.click(screen.getByRole('button', { name: 'Add Vendor' }));
    const modal = screen.getByRole('dialog', { name: 'Add Vendor' });
    await user.click(within(modal).getByRole('button', { name: 'Save Vendor' }));
    expect(await within(modal).findByText(MSG.vendorNameRequired)).toBeTruthy();
    expect(server.calls('POST', '/api/vendors')).toHaveLength(0);

    await user.type(within(modal).getByLabelText(/Vendor Name/), 'Baldor');
    await user.click(within(modal).getByRole('button', { name: 'Save Vendor' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Vendor' })).toBeNull());
    expect(server.calls('POST', '/api/vendors').map((r) => JSON.parse(r.body ?? ''))).toEqual([
      { name: 'Baldor' },
    ]);
    // The list reloads after the save.
    await waitFor(() => expect(server.calls('GET', '/api/vendors').length).toBeGreaterThan(1));
  });

  it("shows the server's duplicate-name message under the field", async () => {
    const message = 'A vendor named Sysco already exists.';
    const { user } = await openVendors([SYSCO], {
      'POST /api/vendors': () => apiError(400, 'Bad Request', message, [{ field: 'name', message }]),
    });
    await user.click(screen.getByRole('button', { name: 'Add Vendor' }));
    const modal = screen.getByRole('dialog', { name: 'Add Vendor' });
    await user.type(within(modal).getByLabelText(/Vendor Name/), 'sysco');
    await user.click(within(modal).getByRole('button', { name: 'Save Vendor' }));
    expect(await within(modal).findByText(message)).toBeTruthy();
  });

  it('opens a vendor from its row: its ingredients page, the vendor in scope, no second lookup', async () => {
    const { server, user, router } = await openVendors();
    await user.click(screen.getByRole('gridcell', { name: 'Sysco' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/chef/vendor/Sysco/ingredients'));
    expect(router.state.location.state).toEqual({ vendorName: 'Sysco' });
    expect(JSON.parse(localStorage.getItem(VENDOR_SCOPE_STORAGE_KEY) ?? 'null')).toEqual({
      id: 3,
      name: 'Sysco',
    });
    expect(await screen.findByText('There are no ingredients')).toBeTruthy();
    expect(server.calls('GET', '/api/ingredients')[0].path).toContain('vendorId=3');
    // Only the vendors table asked for vendors: the page knew its vendor already.
    expect(server.calls('GET', '/api/vendors').every((r) => !r.path.includes('searchText'))).toBe(true);
  });

  it('deletes a vendor after confirmation, and shows a refusal with Oh, Ok', async () => {
    const refusal = 'Sysco cannot be deleted: 12 ingredients still use it.';
    const { user } = await openVendors([SYSCO], {
      'DELETE /api/vendors/3': () => apiError(409, 'Vendor in use', refusal),
    });
    await user.click(screen.getByRole('button', { name: 'Delete Sysco' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete vendor' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Oh, Ok' })).toBeTruthy();
  });

  it("shows the server's header and message once a vendor is deleted, with Thanks!", async () => {
    const { user } = await openVendors([DEPOT, SYSCO], {
      'DELETE /api/vendors/4': () => json(deletedReply('Restaurant Depot')),
    });
    await user.click(screen.getByRole('button', { name: 'Delete Restaurant Depot' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete vendor' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Deleted' })).toBe(dialog);
    expect(within(dialog).getByText('Restaurant Depot was deleted.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Thanks!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
