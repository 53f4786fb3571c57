import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../app/query-client';
import { apiError, fakeApi, json } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { savedEvent } from '../preplist/test-fixtures';

afterEach(() => queryClient.clear());

/** A definition list's pairs as 'term: value'. */
const facts = (section: HTMLElement) =>
  [...section.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

describe('the printable BEO', { timeout: 60_000 }, () => {
  it('shows the BEO number, the event, the menu by section, allergens, dietary counts, food cost and notes', async () => {
    const event = savedEvent({
      status: 'TENTATIVE',
      room: { id: 2, name: 'Garden Room' },
      guaranteeDueDate: '2026-11-25',
    });
    fakeApi({ 'GET /api/events/7': () => json(event) });
    renderApp('/portal/events/7/beo', { signedInAs: 'chef@example.com' });

    const beo = await screen.findByRole('article', { name: 'Banquet event order' }, { timeout: 10_000 });
    expect(within(beo).getByRole('heading', { level: 1, name: 'Harvest Gala' })).toBeTruthy();
    expect(within(beo).getByLabelText('BEO number').textContent).toBe('BEO-000007Revision 3');

    // Start and end are 6 PM and 11 PM on 28 November 2026 in the test's own time zone.
    expect(facts(within(beo).getByRole('region', { name: 'Event' }))).toEqual([
      'Date: Saturday, November 28, 2026',
      'Time: 6:00 PM – 11:00 PM',
      'Status: Tentative',
      'Location: Main Hall · Garden Room',
      'Expected guests: 120',
      'Guaranteed: 110',
      'Guarantee due: Wednesday, November 25, 2026',
      'Client: Ada Lovelace',
      'Phone: 555-0100',
    ]);

    // By section in order; the tart has no quantity of its own: the guest count, 120. Its price is
    // the menu's ($9.00); the soup's is the event's ($14.00, not the menu's $12).
    const menu = within(beo).getByRole('table', { name: 'Event menu' });
    expect(
      within(menu)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'ItemPlatingQuantityPrice',
      'Starters',
      'Cheddar SoupContains Milk, WheatPlated130$14.00',
      'Desserts',
      'Apple TartContains Eggs · allergens not reviewedBuffet120$9.00',
    ]);

    const allergens = within(beo).getByRole('region', { name: 'Allergens' });
    expect(within(allergens).getByText('Milk, Eggs, Wheat')).toBeTruthy();
    expect(allergens.textContent).toContain('Allergens not reviewed: Apples');
    expect(within(allergens).getByLabelText('Allergen warnings').textContent).toBe(
      'Cheddar Soup contains Milk: 2 guests declared Milk.',
    );

    expect(
      within(within(beo).getByRole('region', { name: 'Dietary counts' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['12 vegetarian', '2 milk allergy']);

    // $435.00 of food (made for 120) billed for the 110 guaranteed = $3.954545… → $3.95 a guest (shown
    // to 2 decimals); against 110 × $40.00 = $4,400 of revenue: 9.886363… % → 9.89%.
    expect(facts(within(beo).getByRole('region', { name: 'Food cost' }))).toEqual([
      'Food cost: $435.00',
      'Food cost per guest: $3.95',
      'Price per guest: $40.00',
      'Food cost %: 9.89%',
    ]);
    expect(within(beo).getByRole('region', { name: 'Notes' }).textContent).toBe(
      'NotesDoors at 5:30.\nSpeeches after the main course.',
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('says when the cost is a lower bound, and what is missing', async () => {
    const event = savedEvent({
      guaranteedCount: null,
      clientName: null,
      clientPhone: null,
      notes: null,
      pricePerGuest: null,
      dietaryCounts: [],
      allergens: [],
      allergensNotReviewed: [],
      allergenWarnings: [],
      figures: { foodCost: 195, foodCostPerGuest: 1.625, foodCostPercent: null, costComplete: false },
      status: 'CANCELLED',
      cancelReason: 'Client moved venue',
    });
    fakeApi({ 'GET /api/events/7': () => json(event) });
    renderApp('/portal/events/7/beo', { signedInAs: 'chef@example.com' });
    const beo = await screen.findByRole('article', { name: 'Banquet event order' }, { timeout: 10_000 });
    expect(facts(within(beo).getByRole('region', { name: 'Event' }))[2]).toBe(
      'Status: Cancelled: Client moved venue',
    );
    expect(facts(within(beo).getByRole('region', { name: 'Event' })).slice(5)).toEqual([
      'Guaranteed: —',
      'Guarantee due: —',
      'Client: —',
      'Phone: —',
    ]);
    expect(within(beo).getByRole('region', { name: 'Allergens' }).textContent).toBe(
      'AllergensContains: No major allergens',
    );
    expect(within(beo).getByRole('region', { name: 'Dietary counts' }).textContent).toContain(
      'None declared.',
    );
    const cost = within(beo).getByRole('region', { name: 'Food cost' });
    expect(facts(cost)).toEqual([
      'Food cost: at least $195.00',
      'Food cost per guest: at least $1.63',
      'Price per guest: —',
      'Food cost %: —',
    ]);
    expect(cost.textContent).toContain('the food cost is a lower bound');
    expect(within(beo).getByRole('region', { name: 'Notes' }).textContent).toBe('NotesNo notes.');
  });

  it("shows the server's message for another kitchen's event", async () => {
    fakeApi({ 'GET /api/events/8': () => apiError(404, 'Not Found', 'Event not found') });
    renderApp('/portal/events/8/beo', { signedInAs: 'chef@example.com' });
    expect(await screen.findByText('Event not found', undefined, { timeout: 10_000 })).toBeTruthy();
  });
});
