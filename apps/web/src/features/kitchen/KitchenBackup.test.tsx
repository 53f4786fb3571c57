import { KITCHEN_BACKUP_MESSAGES, type TKitchenBackup } from '@brigade/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { catchDownloads } from '../../test/catch-downloads';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const SIGNED_IN = { signedInAs: 'chef@example.com' };
afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

describe('the kitchen backup (the mocked demo kitchen)', { timeout: 30_000 }, () => {
  it('downloads the whole kitchen, and refuses to restore it over a kitchen that is not empty', async () => {
    const server = fakeApi({});
    const saved = catchDownloads();
    renderApp('/portal/chef', SIGNED_IN);
    const section = await screen.findByRole('region', { name: 'Backup' }, { timeout: 10_000 });
    expect(section.textContent).toContain('Restore from backup fills an empty kitchen only');

    await userEvent.click(within(section).getByRole('button', { name: 'Download backup' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toMatch(/^brigade-kitchen-\d{4}-\d{2}-\d{2}\.json$/);
    const doc = JSON.parse(await saved[0].blob.text()) as TKitchenBackup;
    expect(doc).toMatchObject({ format: 'brigade-kitchen', version: 1 });
    expect(doc.vendors.map((v) => v.name)).toContain('Harbor Foodservice');
    expect(doc.recipes.map((r) => r.name)).toContain('Chicken Velouté');

    // The demo kitchen has all of it already: 409, shown with its title, nothing restored.
    const file = new File([JSON.stringify(doc)], 'backup.json', { type: 'application/json' });
    await userEvent.upload(within(section).getByLabelText('Backup file'), file);
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toBe(`Kitchen not empty${KITCHEN_BACKUP_MESSAGES.notEmpty}`);
    expect(server.calls('POST', '/api/kitchen/import')).toHaveLength(1);
  });

  it('says a file that is not JSON is not a backup, without sending it', async () => {
    const server = fakeApi({});
    renderApp('/portal/chef', SIGNED_IN);
    const section = await screen.findByRole('region', { name: 'Backup' }, { timeout: 10_000 });
    await userEvent.upload(within(section).getByLabelText('Backup file'), new File(['not json'], 'x.json'));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      `Not restored${KITCHEN_BACKUP_MESSAGES.format}`,
    );
    expect(server.calls('POST', '/api/kitchen/import')).toHaveLength(0);
  });
});
