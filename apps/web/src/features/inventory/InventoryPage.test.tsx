import type { TInventory, TPurchaseOrder } from '@brigade/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../app/query-client';
import { fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { setupUser } from '../../test/user-event';

const SIGNED_IN = { signedInAs: 'chef@example.com' };
const bodies = (server: ReturnType<typeof fakeApi>, method: string, path: string) =>
  server.calls(method, path).map((r) => JSON.parse(r.body ?? 'null'));

afterEach(() => queryClient.clear());

// Butter counted at 2 kg = 4.4092452437 lb against a par of 10 lb, in 1 lb packs at $4.
const BUTTER_LINE: TInventory['lines'][number] = {
  ingredientId: 15,
  name: 'Butter',
  vendor: { id: 3, name: 'Dairy Farm' },
  units: 'Pound',
  countedAt: '2026-11-20T08:00:00.000Z',
  counted: 4.4092452437,
  received: 0,
  used: 0,
  wasted: 0,
  onHand: 4.4092452437,
  parLevel: { quantity: 10, units: 'Pound' },
  par: 10,
  value: 17.6369809748,
  problems: [],
  areas: [
    {
      storageArea: { id: 1, name: 'Walk-in cooler' },
      countedAt: '2026-11-20T08:00:00.000Z',
      counted: 4.4092452437,
      onHand: 4.4092452437,
      usual: true,
    },
  ],
};
const PO: TPurchaseOrder = {
  id: 7,
  number: 1,
  vendor: { id: 3, name: 'Dairy Farm' },
  date: '2026-11-20T09:00:00.000Z',
  status: 'OPEN',
  // 10 − 4.4092452437 = 5.5907547563 lb → 6 packs of 1 lb at $4
  lines: [
    {
      ingredient: { id: 15, name: 'Butter' },
      packs: 6,
      packSize: 1,
      units: 'Pound',
      packCost: 4,
      lineCost: 24,
      receivedPacks: 0,
    },
  ],
  total: 24,
  createdBy: 'chef',
};

describe('Inventory', { timeout: 30_000 }, () => {
  it('counts a storage area on a tablet: Enter moves to the next item, Save sends the sheet', async () => {
    const user = setupUser();
    const server = fakeApi({});
    renderApp('/portal/chef/inventory?tab=areas', SIGNED_IN);
    await user.type(
      await screen.findByLabelText('New storage area', {}, { timeout: 10_000 }),
      'Walk-in cooler',
    );
    await user.click(screen.getByRole('button', { name: 'Add area' }));
    await screen.findByText('1. Walk-in cooler');

    await user.click(screen.getByRole('tab', { name: 'Count' }));
    await screen.findByText(
      'Nothing was counted here yet: add the items this area holds.',
      {},
      { timeout: 10_000 },
    );
    // Two items added from the kitchen's ingredients; the new one's box takes the focus.
    for (const name of ['Unsalted Butter', 'Heavy Cream']) {
      await user.click(screen.getByLabelText('Add an ingredient'));
      await user.click(await screen.findByRole('option', { name }));
    }
    const butter = screen.getByLabelText('Unsalted Butter quantity');
    await user.type(butter, '2{Enter}');
    // Enter moved on to the cream, and did not save the sheet.
    expect(document.activeElement).toBe(screen.getByLabelText('Heavy Cream quantity'));
    expect(server.calls('POST', '/api/inventory/counts')).toEqual([]);
    // The last item's Enter saves.
    await user.keyboard('1.5{Enter}');
    await waitFor(() => expect(server.calls('POST', '/api/inventory/counts')).toHaveLength(1));
    const [sent] = bodies(server, 'POST', '/api/inventory/counts');
    expect(sent.lines.map((l: { quantity: number }) => l.quantity)).toEqual([2, 1.5]);
    expect(sent.storageArea).toEqual({ id: expect.any(Number) });
    expect(await screen.findByText(/Walk-in cooler counted: 2 items\./)).toBeTruthy();

    // On hand now lists the butter as counted, in its pack units.
    await user.click(screen.getByRole('tab', { name: 'On hand' }));
    const grid = await screen.findByRole('grid', { name: 'On hand' }, { timeout: 10_000 });
    expect(within(grid).getByText('Unsalted Butter')).toBeTruthy();
  });

  it('orders to par, then receives part of the order at the price paid', async () => {
    const user = setupUser();
    let orders: TPurchaseOrder[] = [];
    const server = fakeApi({
      'GET /api/inventory': () => json({ lines: [BUTTER_LINE], value: 17.6369809748 }),
      'POST /api/purchase-orders': () => {
        orders = [PO];
        return json(orders, 201);
      },
      'GET /api/purchase-orders': () => json(orders),
      'POST /api/purchase-orders/7/receive': () =>
        json({ ...PO, status: 'PARTIAL', lines: [{ ...PO.lines[0], receivedPacks: 4 }] }),
    });
    renderApp('/portal/chef/inventory', SIGNED_IN);
    const grid = await screen.findByRole('grid', { name: 'On hand' }, { timeout: 10_000 });
    const row = within(grid).getByRole('row', { name: /Butter/ });
    // 4.4092452437 lb shown to 2 decimals, below its par of 10 lb; worth $17.64.
    expect(within(row).getByText('4.41 Pound')).toBeTruthy();
    expect(within(row).getByText('Below par')).toBeTruthy();
    expect(within(row).getByText('$17.64')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Order to par' }));
    const card = await screen.findByRole(
      'region',
      { name: 'Purchase order #1 — Dairy Farm' },
      { timeout: 10_000 },
    );
    expect(bodies(server, 'POST', '/api/purchase-orders')).toEqual([{}]);
    // Every pack still to come is offered, at the ordered price.
    const packs = within(card).getByLabelText('Butter packs in') as HTMLInputElement;
    expect(packs.value).toBe('6');
    await user.clear(packs);
    await user.type(packs, '4');
    // The price box keeps its keys in the grid: the left arrow moves its caret, not the cell focus.
    const price = within(card).getByLabelText('Butter paid per pack');
    await user.clear(price);
    await user.type(price, '45{ArrowLeft}.');
    expect(document.activeElement).toBe(price);
    await user.click(within(card).getByRole('button', { name: 'Receive #1' }));
    await waitFor(() => expect(server.calls('POST', '/api/purchase-orders/7/receive')).toHaveLength(1));
    expect(bodies(server, 'POST', '/api/purchase-orders/7/receive')).toEqual([
      { lines: [{ ingredient: { id: 15 }, packs: 4, packCost: 4.5 }] },
    ]);
  });

  it('sorts on hand and value as numbers, not as the text shown', async () => {
    const user = setupUser();
    // Butter 4.41 lb worth $17.64; flour 10 lb worth $100.00; saffron 0.25 oz worth $9.00, no par.
    const line = (ingredientId: number, name: string, onHand: number, value: number, units: string) => ({
      ...BUTTER_LINE,
      ingredientId,
      name,
      units,
      counted: onHand,
      onHand,
      value,
      parLevel: null,
      par: null,
      areas: [],
    });
    fakeApi({
      'GET /api/inventory': () =>
        json({
          lines: [BUTTER_LINE, line(16, 'Flour', 10, 100, 'Pound'), line(17, 'Saffron', 0.25, 9, 'Ounce')],
          value: 126.6369809748,
        }),
    });
    renderApp('/portal/chef/inventory', SIGNED_IN);
    await screen.findByRole('grid', { name: 'On hand' }, { timeout: 10_000 });
    // The grid as it is now (sorting draws it anew).
    const grid = () => screen.getByRole('grid', { name: 'On hand' });
    const sortBy = async (header: string) => {
      const headers = within(grid()).getAllByRole('columnheader', { hidden: true });
      await user.click(headers.find((h) => h.textContent === header)!);
    };
    const names = () =>
      within(grid())
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('[data-field="name"] span')?.textContent);
    // As text, "10 Pound" would come before "4.41 Pound" and "$100.00" before "$17.64".
    await sortBy('On hand');
    await waitFor(() => expect(names()).toEqual(['Saffron', 'Butter', 'Flour']));
    await sortBy('Value');
    await waitFor(() => expect(names()).toEqual(['Saffron', 'Butter', 'Flour']));
    await sortBy('Value');
    await waitFor(() => expect(names()).toEqual(['Flour', 'Butter', 'Saffron']));
    // No par ("—") comes before every par.
    await sortBy('Par');
    await waitFor(() => expect(names()[2]).toBe('Butter'));
  });

  it('logs waste with its reason, in any unit, from the variance tab', async () => {
    const user = setupUser();
    const server = fakeApi({});
    renderApp('/portal/chef/inventory?tab=variance', SIGNED_IN);
    const form = await screen.findByRole('form', { name: 'Log waste' }, { timeout: 10_000 });
    await user.click(within(form).getByLabelText('Ingredient'));
    await user.click(await screen.findByRole('option', { name: 'Heavy Cream' }));
    await user.type(within(form).getByLabelText('Quantity'), '2');
    await user.click(within(form).getByLabelText('Units'));
    await user.click(await screen.findByRole('option', { name: 'Cup' }));
    await user.click(within(form).getByLabelText('Reason'));
    await user.click(await screen.findByRole('option', { name: 'dropped' }));
    await user.click(within(form).getByRole('button', { name: 'Log waste' }));
    await waitFor(() => expect(server.calls('POST', '/api/inventory/waste')).toHaveLength(1));
    expect(bodies(server, 'POST', '/api/inventory/waste')).toEqual([
      { ingredient: { id: expect.any(Number) }, quantity: 2, units: 'Cup', reason: 'dropped' },
    ]);
    // The mocked kitchen logged it (1 Cup of cream = 238 g converts to its Quarts): listed at once.
    const logged = await screen.findByRole('list', { name: 'Waste logged' });
    expect(await within(logged).findByText('Heavy Cream: 2 Cup (dropped)')).toBeTruthy();
  });
});
