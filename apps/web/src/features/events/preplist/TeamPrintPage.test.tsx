import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../app/query-client';
import { fakeApi, json } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { preplistReply, savedEvent } from './test-fixtures';

afterEach(() => queryClient.clear());

describe('the printed team prep list (station sheet)', { timeout: 60_000 }, () => {
  it("shows one team's sheet: team, event, when, where, guests, items and nested recipes", async () => {
    const api = fakeApi({
      'GET /api/events/7': () => json(savedEvent()),
      'POST /api/events/7/preplist': () => json(preplistReply(), 201),
    });
    renderApp('/portal/events/7/preplist/print?team=Banquets', { signedInAs: 'chef@example.com' });

    const sheet = await screen.findByRole('article', { name: 'Banquets prep list' }, { timeout: 10_000 });
    // Worked out fresh from the stored event (StrictMode may ask twice in development).
    expect(api.calls('POST', '/api/events/7/preplist').length).toBeGreaterThan(0);
    // Only the team asked for.
    expect(screen.queryByRole('article', { name: 'Pastry prep list' })).toBeNull();
    expect(within(sheet).getByRole('heading', { level: 1, name: 'Banquets' })).toBeTruthy();
    const header = sheet.querySelector('header') as HTMLElement;
    expect(header.textContent).toContain('Prep list · BEO-000007');
    expect(header.textContent).toContain('Harvest Gala');
    expect(
      [...header.querySelectorAll('dt')].map(
        (dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`,
      ),
    ).toEqual([
      'Date: Saturday, November 28, 2026',
      'Time: 6:00 PM – 11:00 PM',
      'Location: Main Hall',
      'Guests: 120',
    ]);

    expect(within(sheet).getByRole('heading', { level: 2, name: 'Starters' })).toBeTruthy();
    const soup = within(sheet).getByRole('article', { name: 'Cheddar Soup' });
    expect(within(soup).getByRole('heading', { level: 3, name: 'Cheddar Soup' })).toBeTruthy();
    const sauce = within(soup).getByRole('article', { name: 'Cheddar Sauce' });
    expect(
      within(sauce).getByRole('heading', { level: 4, name: 'Cheddar Sauce — make 16 1/4 Gallons' }),
    ).toBeTruthy();
    expect(within(sauce).getByRole('list', { name: 'Cheddar Sauce ingredients' }).textContent).toBe(
      '8.13 Pounds Butter16 1/4 Cups Flour',
    );
    // The sub-recipe under the recipe using it, indented.
    const white = within(sauce).getByRole('article', { name: 'White Sauce' });
    expect(white.parentElement?.classList.contains('prep-subrecipes')).toBe(true);
    expect(white.textContent).toContain('Sub-recipe of Cheddar Sauce');
    expect(white.textContent).toContain('8 1/8 Gallons Milk');
    expect(white.textContent).toContain('Warm the milk; whisk in the butter.');
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('prints every team, each on its own sheet, without ?team', async () => {
    fakeApi({
      'GET /api/events/7': () => json(savedEvent()),
      'POST /api/events/7/preplist': () => json(preplistReply(), 201),
    });
    renderApp('/portal/events/7/preplist/print', { signedInAs: 'chef@example.com' });
    await screen.findByRole('article', { name: 'Banquets prep list' }, { timeout: 10_000 });
    const pastry = screen.getByRole('article', { name: 'Pastry prep list' });
    expect(pastry.textContent).toContain('22 1/2 Cups Flour');
    expect(pastry.textContent).toContain('Rest the dough overnight.');
  });

  it('says so when the team has nothing to prepare', async () => {
    fakeApi({
      'GET /api/events/7': () => json(savedEvent()),
      'POST /api/events/7/preplist': () => json(preplistReply(), 201),
    });
    renderApp('/portal/events/7/preplist/print?team=Front%20of%20House', { signedInAs: 'chef@example.com' });
    expect(
      await screen.findByText('The Front of House team has nothing to prepare for this event.', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
  });
});
