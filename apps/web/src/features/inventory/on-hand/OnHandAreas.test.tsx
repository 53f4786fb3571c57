import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../app/query-client';
import { call } from '../../../lib/api-client';
import { setSession } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupUser } from '../../../test/user-event';

const SIGNED_IN = { signedInAs: 'chef@example.com' };
afterEach(() => queryClient.clear());

describe('On hand by storage area', { timeout: 30_000 }, () => {
  it('opens an ingredient’s areas from its row; what moved since lands in the area counted last', async () => {
    fakeApi({});
    setSession('test-token', SIGNED_IN.signedInAs);
    const { content } = await call('listIngredients', { query: { page: 0, limit: 1000 } });
    const parmesan = content.find((i) => i.name === 'Parmigiano-Reggiano')!.id;
    const area = (name: string) => call('createStorageArea', { body: { name } });
    const [walkIn, dry] = [await area('Walk-in cooler'), await area('Dry store')];
    const count = (storageArea: number, date: string, quantity: number) =>
      call('createCount', {
        body: {
          storageArea: { id: storageArea },
          date,
          lines: [{ ingredient: { id: parmesan }, quantity, units: 'Pound' }],
        },
      });
    await count(dry.id, '2025-01-01T12:00:00Z', 1);
    await count(walkIn.id, '2025-01-01T12:30:00Z', 3);
    await call('createWaste', {
      body: {
        ingredient: { id: parmesan },
        quantity: 0.5,
        units: 'Pound',
        reason: 'spoilage',
        date: '2025-01-02T12:00:00Z',
      },
    });

    const user = setupUser();
    renderApp('/portal/chef/inventory', SIGNED_IN);
    const grid = await screen.findByRole('grid', { name: 'On hand' }, { timeout: 10_000 });
    // 1 + 3 counted − 0.5 spoiled = 3.5 lb.
    const row = within(grid).getByRole('row', { name: /Parmigiano-Reggiano/ });
    expect(within(row).getByText('3.5 Pound')).toBeTruthy();
    const button = within(row).getByRole('button', { name: 'Parmigiano-Reggiano in 2 areas' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Parmigiano-Reggiano by storage area' });
    const areas = within(dialog).getByRole('list', { name: 'Parmigiano-Reggiano by storage area' });
    // Walking order: the walk-in (counted last: 3 − 0.5 = 2.5 lb), then the dry store's 1 lb.
    expect(
      within(areas)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(
        /^Walk-in cooler: 2\.5 Pound — counted 3 Pound on Jan 1, 2025, .*, with what was received, used and wasted since$/,
      ),
      expect.stringMatching(/^Dry store: 1 Pound — counted 1 Pound on Jan 1, 2025, /),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The focus is back on the button, for the keyboard to go on down the list.
    expect(document.activeElement).toBe(button);

    // From the keyboard: Enter on the focused button opens the areas, Escape closes them.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Parmigiano-Reggiano by storage area' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
