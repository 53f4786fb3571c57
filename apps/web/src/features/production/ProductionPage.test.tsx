import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../app/query-client';
import { dayOf } from '../../lib/local-day';
import { apiError, fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const SIGNED_IN = { signedInAs: 'chef@example.com' };

afterEach(() => queryClient.clear());

/** The query of the last production plan the screen asked for. */
function lastPlanQuery(server: ReturnType<typeof fakeApi>): URLSearchParams {
  const calls = server.calls('GET', '/api/production-plan');
  return new URL(calls.at(-1)?.path ?? '', 'http://x').searchParams;
}

/** The Apple Crisp batch of the Harper–Lee Wedding (the demo's wedding, today; Apple Crisp is made the same day). */
async function weddingCrisp(): Promise<HTMLElement> {
  const board = await screen.findByRole('region', { name: 'Production days' }, { timeout: 10_000 });
  const crisps = within(board).getAllByRole('article', { name: 'Apple Crisp' });
  const crisp = crisps.find((card) => card.textContent?.includes('Harper–Lee Wedding'));
  if (!crisp) throw new Error('no Apple Crisp batch for the wedding');
  return crisp;
}

describe('Production (the plan of the mocked demo kitchen)', { timeout: 30_000 }, () => {
  it('leads back to the calendar of the days it covers: a week, that week', async () => {
    fakeApi({});
    // What the calendar's Production button opens from the week of Sunday 6 December 2026.
    renderApp('/portal/events/production?from=2026-12-06&to=2026-12-12', SIGNED_IN);
    const back = within(await screen.findByRole('navigation', { name: 'Breadcrumbs' })).getByRole('link', {
      name: 'Events',
    });
    expect(back.getAttribute('href')).toBe('/portal/events?date=2026-12-06');
    await userEvent.click(back);
    expect(await screen.findByText('December 2026', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByRole('tab', { name: 'Week view' })[0].getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Today' })).toHaveProperty('disabled', false);
  });

  it('asks for the coming week in the browser’s time zone and shows its batches by day and team', async () => {
    const server = fakeApi({});
    renderApp('/portal/events/production', SIGNED_IN);
    const crisp = await weddingCrisp();

    const today = new Date();
    const asked = lastPlanQuery(server);
    expect(asked.get('startDate')).toBe(dayOf(today));
    expect(asked.get('endDate')).toBe(
      dayOf(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 6)),
    );
    expect(asked.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(asked.has('team')).toBe(false);
    expect(asked.has('includeTentative')).toBe(false);

    // 140 guests, one crisp each: 140 Each (Apple Crisp yields 12 Each, so the batch is 140 ÷ 12 = 11 2/3 recipes).
    expect(within(crisp).getByLabelText('Batch quantity').textContent).toBe('140 Each');
    expect(within(crisp).getByRole('list', { name: 'Uses of Apple Crisp' }).textContent).toBe(
      'Harper–Lee Wedding — Apple Crisp — 140 Each',
    );
    // It sits in the Pastry group of a day column.
    const team = crisp.closest('section');
    expect(team?.querySelector('h3')?.textContent).toMatch(/^Pastry · \d+ of \d+ done$/);
    // Its lines open on demand: 12 apples a recipe × 11 2/3 = 140 whole apples.
    await userEvent.click(within(crisp).getByRole('button', { name: /^Show \d+ lines$/ }));
    const ingredients = within(crisp).getByRole('list', { name: 'Ingredients of Apple Crisp' });
    expect(within(ingredients).getAllByRole('listitem')[0].textContent).toBe('140 Each Granny Smith Apples');
    // Its whipped cream is a batch of its own, made no later than the crisp.
    expect(within(crisp).getByRole('list', { name: 'Sub-recipes of Apple Crisp' }).textContent).toContain(
      'Vanilla Whipped Cream',
    );
    // Each team's day sheet and labels open for the same days.
    const sheet = within(team as HTMLElement).getByRole('link', { name: /^Print the Pastry day sheet for / });
    expect(sheet.getAttribute('href')).toMatch(
      /^\/portal\/events\/production\/print\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d&date=\d{4}-\d\d-\d\d&team=Pastry$/,
    );
  });

  it('ticks a batch done on the server, says who and when, and unticks it', async () => {
    const server = fakeApi({});
    renderApp('/portal/events/production', SIGNED_IN);
    const crisp = await weddingCrisp();
    const done = within(crisp).getByRole('checkbox', { name: 'Done: Apple Crisp' }) as HTMLInputElement;
    expect(done.checked).toBe(false);

    await userEvent.click(done);
    expect(done.checked).toBe(true);
    // The mocked kitchen's owner is Demo Chef.
    await waitFor(() => expect(crisp.textContent).toMatch(/Done by Demo Chef at \w{3} \d{1,2}:\d\d [AP]M/));
    const [put] = server.calls('PUT', '/api/production-plan/check-offs');
    const body = JSON.parse(put.body ?? '{}');
    expect(body).toMatchObject({ team: 'Pastry', done: true });
    expect(body.date).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(Number.isInteger(body.recipeId)).toBe(true);

    // Read again from the server, it is still done.
    await queryClient.invalidateQueries();
    await waitFor(() => expect(server.calls('GET', '/api/production-plan').length).toBeGreaterThan(1));
    expect(
      (within(await weddingCrisp()).getByRole('checkbox', { name: 'Done: Apple Crisp' }) as HTMLInputElement)
        .checked,
    ).toBe(true);

    await userEvent.click(within(await weddingCrisp()).getByRole('checkbox', { name: 'Done: Apple Crisp' }));
    await waitFor(() => expect(server.calls('PUT', '/api/production-plan/check-offs')).toHaveLength(2));
    expect(JSON.parse(server.calls('PUT', '/api/production-plan/check-offs')[1].body ?? '{}').done).toBe(
      false,
    );
    await waitFor(async () => expect((await weddingCrisp()).textContent).not.toContain('Done by'));
  });

  it('puts the box back and says why when the server refuses the check-off', async () => {
    fakeApi({
      'PUT /api/production-plan/check-offs': () =>
        apiError(404, 'Not Found', 'This recipe does not exist (or not in this kitchen).'),
    });
    renderApp('/portal/events/production', SIGNED_IN);
    const crisp = await weddingCrisp();
    const done = within(crisp).getByRole('checkbox', { name: 'Done: Apple Crisp' }) as HTMLInputElement;
    await userEvent.click(done);
    await screen.findByText(/^Apple Crisp was not marked done: /);
    await waitFor(() => expect(done.checked).toBe(false));
    expect(crisp.textContent).not.toContain('Done by');
  });

  it('sends the days, the team and tentative events chosen, and keeps them in the address', async () => {
    const server = fakeApi({});
    const { router } = renderApp('/portal/events/production?from=2026-11-01&to=2026-11-07', SIGNED_IN);
    await screen.findByRole('heading', { level: 1, name: 'Production' }, { timeout: 10_000 });
    await waitFor(() => expect(lastPlanQuery(server).get('startDate')).toBe('2026-11-01'));
    expect(lastPlanQuery(server).get('endDate')).toBe('2026-11-07');

    await userEvent.click(screen.getByRole('combobox', { name: 'Team' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pastry' }));
    await waitFor(() => expect(lastPlanQuery(server).get('team')).toBe('Pastry'));
    await userEvent.click(screen.getByRole('switch', { name: 'Include tentative' }));
    await waitFor(() => expect(lastPlanQuery(server).get('includeTentative')).toBe('true'));
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-07&team=Pastry&tentative=1');

    // "Next week": the Sunday-to-Saturday week after the one holding today.
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    const today = new Date();
    const sunday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - today.getDay() + 7);
    const saturday = new Date(sunday.getFullYear(), sunday.getMonth(), sunday.getDate() + 6);
    await waitFor(() => expect(lastPlanQuery(server).get('startDate')).toBe(dayOf(sunday)));
    const asked = lastPlanQuery(server);
    expect(asked.get('endDate')).toBe(dayOf(saturday));
    expect(asked.get('team')).toBe('Pastry');
    expect(asked.get('includeTentative')).toBe('true');
    expect(screen.getByRole('button', { name: 'Next week' }).getAttribute('aria-pressed')).toBe('true');
  });
});
