import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../app/query-client';
import { call } from '../../../lib/api-client';
import { dayOf } from '../../../lib/local-day';
import { setSession } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const SIGNED_IN = { signedInAs: 'chef@example.com' };

afterEach(() => queryClient.clear());

/**
 * The demo's wedding and its local day (seeded today at 17:00 UTC, or at the next hour once that has
 * passed): its Apple Crisp (no lead time) is made that day by Pastry. Read from the mocked API.
 */
async function wedding(): Promise<{ id: number; day: string }> {
  const now = new Date();
  const plan = await call('getProductionPlan', {
    query: {
      startDate: dayOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1)),
      endDate: dayOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 2)),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
  });
  const found = plan.events.find((e) => e.title === 'Harper–Lee Wedding');
  if (!found) throw new Error('the demo has no wedding these days');
  return { id: found.id, day: dayOf(new Date(found.start)) };
}

async function weddingDay(): Promise<string> {
  return (await wedding()).day;
}

describe('Production prints (the mocked demo kitchen)', { timeout: 30_000 }, () => {
  it('prints one team’s day sheet: a box, the recipe, how much, when, what for and its lines', async () => {
    setSession('test-token', SIGNED_IN.signedInAs);
    const today = await weddingDay();
    const server = fakeApi({});
    renderApp(`/portal/events/production/print?date=${today}&team=Pastry`, SIGNED_IN);
    const sheet = await screen.findByRole('table', { name: /^Pastry — / }, { timeout: 10_000 });
    // The sheet holds everything made that day, for whichever event: the day by production day.
    const asked = new URL(server.calls('GET', '/api/production-plan')[0].path, 'http://x').searchParams;
    expect(asked.get('startDate')).toBe(today);
    expect(asked.get('endDate')).toBe(today);
    expect(asked.get('by')).toBe('production');
    expect(asked.get('team')).toBe('Pastry');
    const crisp = within(sheet)
      .getByRole('rowheader', { name: /^Apple Crisp/ })
      .closest('tr') as HTMLElement;
    expect(within(crisp).getByRole('img', { name: 'Not done' })).toBeTruthy();
    expect(crisp.textContent).toContain('140 Each');
    expect(crisp.textContent).toContain('Harper–Lee Wedding: Apple Crisp, 140 Each');
    expect(crisp.textContent).toContain('140 Each Granny Smith Apples'); // 140 ÷ 12 × 12 apples
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('prints the same batches as container labels, on a letter sheet, n copies of each', async () => {
    setSession('test-token', SIGNED_IN.signedInAs);
    const today = await weddingDay();
    fakeApi({});
    renderApp(`/portal/events/production/labels?date=${today}&team=Pastry&layout=sheet&copies=2`, SIGNED_IN);
    const labels = await screen.findByRole('region', { name: 'Labels' }, { timeout: 10_000 });
    const crisps = within(labels).getAllByRole('region', { name: 'Label: Apple Crisp' });
    expect(crisps).toHaveLength(2);
    expect(crisps[0].textContent).toContain('140 Each');
    expect(crisps[0].textContent).toContain('Pastry');
    expect(crisps[0].textContent).toContain('Harper–Lee Wedding');
    expect(crisps[0].textContent).toMatch(/Contains: Milk, Wheat, Tree Nuts/);
    const count = within(labels).getAllByRole('region').length;
    expect(screen.getByText(`${count} labels on 1 sheet`)).toBeTruthy();
  });

  it('prints the labels of what one team makes for one event, from its prep list', async () => {
    setSession('test-token', SIGNED_IN.signedInAs);
    const { id, day } = await wedding();
    fakeApi({});
    renderApp(`/portal/events/production/labels?event=${id}&team=Pastry`, SIGNED_IN);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Labels — Pastry, Harper–Lee Wedding' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    const labels = await screen.findByRole('region', { name: 'Labels' });
    const [crisp] = within(labels).getAllByRole('region', { name: 'Label: Apple Crisp' });
    // The wedding's 140 crisps, made on its day by Pastry.
    expect(crisp.textContent).toContain('140 Each');
    expect(crisp.textContent).toContain('Pastry');
    const [, month, date] = day.split('-').map(Number);
    expect(crisp.textContent).toContain(`Prep ${month}/${date}`);
    // Every label is for the wedding only.
    for (const label of within(labels).getAllByRole('region'))
      expect(label.textContent).toMatch(/Harper–Lee Wedding$/);
  });
});
