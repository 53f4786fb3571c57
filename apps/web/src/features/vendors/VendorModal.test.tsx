import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, vendorReply } from '../../test/catalogue-support';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { setupUser } from '../../test/user-event';
import { VendorModal } from './VendorModal';

const STALE =
  'This vendor was changed by someone else since you opened it. Reload it to see their changes, then make yours again.';

describe('VendorModal: a rename from a stale version', () => {
  it('sends the version it read; a 409 shows the server message and Reload Vendor starts from the saved one', async () => {
    let renames = 0;
    const server = fakeApi({
      'PUT /api/vendors/3': () =>
        ++renames === 1
          ? apiError(409, 'Conflict', STALE, [{ field: 'version', message: STALE }])
          : json({ ...vendorReply(3, 'Sysco Boston'), version: 3 }),
      'GET /api/vendors/3': () => json({ ...vendorReply(3, 'Sysco East'), version: 2 }),
    });
    const onSaved = vi.fn();
    renderWithProviders(
      <VendorModal vendor={{ id: 3, name: 'Sysco', version: 1 }} onClose={vi.fn()} onSaved={onSaved} />,
    );
    const user = setupUser();
    const modal = screen.getByRole('dialog', { name: 'Rename Vendor' });
    const name = within(modal).getByLabelText(/Vendor Name/) as HTMLInputElement;
    await user.clear(name);
    await user.type(name, 'Sysco Boston');
    await user.click(within(modal).getByRole('button', { name: 'Save Vendor' }));

    expect(await within(modal).findByText(STALE)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(within(modal).getByRole('button', { name: 'Reload Vendor' }));
    // The form now shows the saved name, and the next rename edits the saved version.
    await waitFor(() => expect(name.value).toBe('Sysco East'));
    expect(within(modal).queryByRole('button', { name: 'Reload Vendor' })).toBeNull();
    await user.clear(name);
    await user.type(name, 'Sysco Boston');
    await user.click(within(modal).getByRole('button', { name: 'Save Vendor' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.calls('PUT', '/api/vendors/3').map((r) => JSON.parse(r.body ?? ''))).toEqual([
      { name: 'Sysco Boston', version: 1 },
      { name: 'Sysco Boston', version: 2 },
    ]);
  });
});
