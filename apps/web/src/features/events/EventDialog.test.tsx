import { MSG } from '@brigade/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/catalogue-support';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { setupUser } from '../../test/user-event';
import { EventDialog, type EventDialogTarget } from './dialog/EventDialog';
import { CHOICES, FUTURE_SLOT, harvestGala, local } from './event-fixtures';

function kitchen(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/events/menu-choices': () => json(CHOICES),
    'GET /api/events/7': () => json(harvestGala()),
    ...extra,
  });
}

function open(target: EventDialogTarget = { slot: FUTURE_SLOT }) {
  const onClose = vi.fn();
  const view = renderWithProviders(<EventDialog target={target} onClose={onClose} />);
  return { ...view, onClose, user: setupUser() };
}

type User = ReturnType<typeof userEvent.setup>;

const dialog = () => screen.getByRole('dialog', { name: /New Event|Edit/ });
const field = (label: string) => within(dialog()).getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`));
const button = (name: string) => within(dialog()).getByRole('button', { name });
const bodies = (server: ReturnType<typeof fakeApi>, method: string, path: string) =>
  server.calls(method, path).map((r) => JSON.parse(r.body ?? 'null'));

async function fillDetails(user: User, guests = '40') {
  await user.type(field('Title'), 'Harvest Gala');
  await user.type(field('Number of Guests'), guests);
  await user.type(field('Location'), 'Ballroom');
}

/** Ticks menu items in the Available Menu Items table and adds them to the event menu. */
async function addItems(user: User, ...names: string[]) {
  const table = within(dialog()).getByRole('grid', { name: 'Available menu items' });
  for (const name of names)
    await user.click(within(table).getByRole('checkbox', { name: `Select ${name} from Autumn Supper` }));
  await user.click(button('Add to Event Menu'));
}

const eventMenuLine = (name: string) =>
  within(within(dialog()).getByRole('region', { name: 'Event Menu' })).getByRole('listitem', { name });

async function choosePlating(user: User, line: HTMLElement, plating: string) {
  await user.click(within(line).getByRole('combobox', { name: 'Plating' }));
  await user.click(await screen.findByRole('option', { name: plating }));
}

describe('EventDialog: Event Details (spec 5)', { timeout: 30_000 }, () => {
  it('starts from the selected slot and shows the spec messages instead of saving', async () => {
    const server = kitchen();
    const { user } = open();
    expect((field('Start date') as HTMLInputElement).value).toBe('2031-06-10');
    expect((field('Start time') as HTMLInputElement).value).toBe('18:00');
    expect((field('End time') as HTMLInputElement).value).toBe('22:00');

    await user.click(button('Save Event'));

    expect(await within(dialog()).findByText('Title is required')).toBeTruthy();
    expect(within(dialog()).getByText('Guest count is required')).toBeTruthy();
    expect(within(dialog()).getByText('Location is required')).toBeTruthy();
    expect([MSG.titleRequired, MSG.guestCountRequired, MSG.locationRequired]).toEqual([
      'Title is required',
      'Guest count is required',
      'Location is required',
    ]);
    expect(server.calls('POST', '/api/events')).toHaveLength(0);
  });

  it("will not go on to the menu while the start is after the end: 'Start cannot be after end'", async () => {
    kitchen();
    const { user } = open();
    await fillDetails(user);
    fireEvent.change(field('End date'), { target: { value: '2031-06-09' } });
    await user.click(button('Next'));

    expect(await within(dialog()).findByText('Start cannot be after end')).toBeTruthy();
    expect(within(dialog()).queryByRole('heading', { name: 'Available Menu Items' })).toBeNull();

    // Put right, Next goes on to Menu Details.
    fireEvent.change(field('End date'), { target: { value: '2031-06-10' } });
    await waitFor(() => expect(within(dialog()).queryByText('Start cannot be after end')).toBeNull());
    await user.click(button('Next'));
    expect(await within(dialog()).findByRole('heading', { name: 'Available Menu Items' })).toBeTruthy();
  });

  it('refuses a new event that ends in the past, with the spec text', async () => {
    const server = kitchen();
    const { user } = open({
      slot: { start: local(2020, 3, 2, 9), end: local(2020, 3, 2, 10), allDay: false },
    });
    await fillDetails(user);
    await user.click(button('Save Event'));
    expect(await within(dialog()).findByText('A booking cannot be created in the past')).toBeTruthy();
    expect(server.calls('POST', '/api/events')).toHaveLength(0);
  });
});

describe('EventDialog: Menu Details (spec 4)', { timeout: 30_000 }, () => {
  it('moves chosen items into the event menu by section, and back without their plating', async () => {
    kitchen();
    const { user } = open();
    await fillDetails(user);
    await user.click(button('Next'));
    const table = await within(dialog()).findByRole('grid', { name: 'Available menu items' });
    expect(within(table).getAllByRole('row')).toHaveLength(4); // header + 3 items

    await addItems(user, 'Squash Soup', 'Short Rib');

    expect(within(table).getAllByRole('row')).toHaveLength(2); // header + Almond Cake
    expect(within(table).queryByText('Squash Soup')).toBeNull();
    const menu = within(dialog()).getByRole('region', { name: 'Event Menu' });
    expect(within(menu).getByRole('region', { name: 'Starters' })).toBeTruthy();
    expect(within(menu).getByRole('region', { name: 'Mains' })).toBeTruthy();
    // The price defaults to the menu's, the prep quantity to the guest count.
    const soup = eventMenuLine('Squash Soup');
    expect((within(soup).getByLabelText('Price') as HTMLInputElement).value).toBe('9');
    expect((within(soup).getByLabelText('Prep Quantity') as HTMLInputElement).value).toBe('40');

    await choosePlating(user, soup, 'Plated');
    expect(within(soup).getByRole('combobox', { name: 'Plating' }).textContent).toBe('Plated');

    await user.click(within(soup).getByRole('button', { name: 'Remove Squash Soup' }));
    expect(within(menu).queryByRole('listitem', { name: 'Squash Soup' })).toBeNull();
    expect(within(table).getByText('Squash Soup')).toBeTruthy();

    await addItems(user, 'Squash Soup');
    expect(within(eventMenuLine('Squash Soup')).getByRole('combobox', { name: 'Plating' }).textContent).toBe(
      'Choose a plating style',
    );
    // Added back, the soup is a starter before the mains again (the menu's order), not after them.
    const sections = within(menu)
      .getAllByRole('region')
      .map((r) => r.getAttribute('aria-label'));
    expect(sections).toEqual(['Starters', 'Mains']);
  });

  it('works out the food cost, per guest and against the price per guest, and warns of declared allergens', async () => {
    kitchen();
    const { user } = open();
    await fillDetails(user);
    await user.type(field('Price per Guest'), '44');
    await user.click(button('Add Dietary Count'));
    await user.type(field('Dietary need'), 'Tree nut allergy');
    await user.type(field('Guests'), '2');
    await user.click(within(dialog()).getByRole('combobox', { name: 'Allergen' }));
    await user.click(await screen.findByRole('option', { name: 'Tree Nuts' }));
    await user.click(button('Next'));
    await within(dialog()).findByRole('grid', { name: 'Available menu items' });

    await addItems(user, 'Squash Soup', 'Short Rib');
    // 40 × $1.50 + 40 × $9.50 = $440; ÷ 40 guests = $11.00; 11 ÷ 44 = 25 %.
    expect(within(dialog()).getByLabelText('Food cost').textContent).toBe('$440.00');
    expect(within(dialog()).getByLabelText('Per guest').textContent).toBe('$11.00');
    expect(within(dialog()).getByLabelText('Food cost %').textContent).toBe('25.00%');

    // Soup for 20 only: 20 × 1.50 + 40 × 9.50 = 30 + 380 = $410.
    const quantity = within(eventMenuLine('Squash Soup')).getByLabelText('Prep Quantity');
    await user.clear(quantity);
    await user.type(quantity, '20');
    expect(within(dialog()).getByLabelText('Food cost').textContent).toBe('$410.00');

    expect(within(dialog()).queryByRole('alert', { name: 'Allergen warnings' })).toBeNull();
    await addItems(user, 'Almond Cake');
    const warnings = within(dialog()).getByRole('alert', { name: 'Allergen warnings' });
    expect(warnings.textContent).toContain('Almond Cake contains Tree Nuts: 2 guests declared it.');
  });

  it('sets the food cost against the guaranteed guests once a guarantee is given, as the calendar header does', async () => {
    kitchen();
    const { user } = open();
    await fillDetails(user);
    await user.type(field('Guaranteed Count'), '35');
    await user.type(field('Price per Guest'), '44');
    await user.click(button('Next'));
    await within(dialog()).findByRole('grid', { name: 'Available menu items' });

    await addItems(user, 'Squash Soup', 'Short Rib');
    // Made for the 40 expected: 40 × $1.50 + 40 × $9.50 = $440. Billed for the 35 guaranteed:
    // $440 ÷ 35 = $12.571… → $12.57 a guest; revenue 35 × $44 = $1,540; 440 ÷ 1,540 = 28.571… %.
    expect(within(dialog()).getByLabelText('Food cost').textContent).toBe('$440.00');
    expect(within(dialog()).getByLabelText('Per guest').textContent).toBe('$12.57');
    expect(within(dialog()).getByText('Of the guaranteed count')).toBeTruthy();
    expect(within(dialog()).getByLabelText('Food cost %').textContent).toBe('28.57%');
  });
});

describe('EventDialog: one form under both tabs (spec 2, 4)', { timeout: 30_000 }, () => {
  it('edits on the Prep List tab the prep quantity and plating the Event BEO tab shows and saves', async () => {
    const server = kitchen({ 'PUT /api/events/7': () => json(harvestGala()) });
    const { user } = open({ eventId: 7 });
    await screen.findByRole('dialog', { name: 'Edit Harvest Gala' });
    await user.click(within(dialog()).getByRole('tab', { name: 'Prep List' }));
    const prepRow = within(within(dialog()).getByRole('region', { name: 'Event menu' })).getByRole(
      'listitem',
      { name: 'Squash Soup' },
    );
    const quantity = within(prepRow).getByLabelText('Prep Quantity');
    expect((quantity as HTMLInputElement).value).toBe('40');
    await user.clear(quantity);
    await user.type(quantity, '35');
    await choosePlating(user, prepRow, 'Buffet');

    // The Event BEO tab shows them, and the dialog has changes to keep or discard.
    await user.click(within(dialog()).getByRole('tab', { name: 'Event BEO' }));
    await user.click(button('Next'));
    const line = eventMenuLine('Squash Soup');
    expect((within(line).getByLabelText('Prep Quantity') as HTMLInputElement).value).toBe('35');
    expect(within(line).getByRole('combobox', { name: 'Plating' }).textContent).toBe('Buffet');
    await user.click(button('Close'));
    const discard = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(discard).getByRole('button', { name: 'Keep Editing' }));

    // Changed back here, the Prep List tab reads it; saved, the line goes with it.
    await user.clear(within(line).getByLabelText('Prep Quantity'));
    await user.type(within(line).getByLabelText('Prep Quantity'), '36');
    await user.click(within(dialog()).getByRole('tab', { name: 'Prep List' }));
    expect((within(dialog()).getByLabelText('Prep Quantity') as HTMLInputElement).value).toBe('36');
    await user.click(button('Save Event'));
    await waitFor(() => expect(server.calls('PUT', '/api/events/7')).toHaveLength(1));
    expect(bodies(server, 'PUT', '/api/events/7')[0].banquetEventMenuSectionItems).toEqual([
      { id: 70, menuSectionItem: { id: 11 }, plating: 'Buffet', prepQuantity: 36, price: 9 },
    ]);
  });
});

describe('EventDialog: save and delete (spec 4, 8)', { timeout: 30_000 }, () => {
  it('posts the event with its menu, closes and says so', async () => {
    const server = kitchen({ 'POST /api/events': () => json(harvestGala(), 201) });
    const { user, onClose } = open();
    await fillDetails(user);
    await user.click(button('Next'));
    await within(dialog()).findByRole('grid', { name: 'Available menu items' });
    await addItems(user, 'Squash Soup');
    await choosePlating(user, eventMenuLine('Squash Soup'), 'Plated');
    await user.click(button('Save Event'));

    expect(await screen.findByText('The Event was successfully saved')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    const [body] = bodies(server, 'POST', '/api/events');
    expect(body).toMatchObject({
      id: null,
      title: 'Harvest Gala',
      start: local(2031, 6, 10, 18).toISOString(),
      end: local(2031, 6, 10, 22).toISOString(),
      allDay: false,
      guestCount: 40,
      location: 'Ballroom',
      banquetEventMenuSectionItems: [
        { id: null, menuSectionItem: { id: 11 }, plating: 'Plated', prepQuantity: 40, price: 9 },
      ],
    });
  });

  it("shows 'Error: Event not saved.' with the server's text, and stays open", async () => {
    kitchen({
      'POST /api/events': () =>
        apiError(400, 'Bad Request', 'Menu section item 11 belongs to a menu that is not complete'),
    });
    const { user, onClose } = open();
    await fillDetails(user);
    await user.click(button('Save Event'));

    const failure = await screen.findByRole('dialog', { name: 'Error: Event not saved.' });
    expect(
      within(failure).getByText('Menu section item 11 belongs to a menu that is not complete'),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(failure).getByRole('button', { name: 'Close' }));
    expect(dialog()).toBeTruthy();
  });

  it('sends the version it read with an update, and offers to reload a stale event (409)', async () => {
    const server = kitchen({
      'PUT /api/events/7': () => apiError(409, 'Conflict', 'The event was changed by someone else'),
    });
    const { user } = open({ eventId: 7 });
    await screen.findByRole('dialog', { name: 'Edit Harvest Gala' });
    expect(within(dialog()).getByText('BEO-000007 · revision 2')).toBeTruthy();
    await user.clear(field('Location'));
    await user.type(field('Location'), 'Terrace');
    await user.click(button('Save Event'));

    const stale = await screen.findByRole('dialog', { name: 'Error: Event not saved.' });
    expect(within(stale).getByText(/The event was changed by someone else/)).toBeTruthy();
    expect(within(stale).getByRole('button', { name: 'Reload Event' })).toBeTruthy();
    const [body] = bodies(server, 'PUT', '/api/events/7');
    expect(body).toMatchObject({ id: 7, version: 4, location: 'Terrace' });
    // The saved line goes back with its own id.
    expect(body.banquetEventMenuSectionItems).toEqual([
      { id: 70, menuSectionItem: { id: 11 }, plating: 'Plated', prepQuantity: 40, price: 9 },
    ]);
  });

  it('sets the status (a cancelled event needs its reason), the room and the guarantee due date', async () => {
    const server = kitchen({
      'GET /api/rooms': () => json([{ id: 3, name: 'Garden Room', capacity: 80, version: 1 }]),
      'PUT /api/events/7': () => json(harvestGala({ status: 'CANCELLED', cancelReason: 'Moved to spring' })),
    });
    const { user } = open({ eventId: 7 });
    await screen.findByRole('dialog', { name: 'Edit Harvest Gala' });
    await user.click(within(dialog()).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await user.click(within(dialog()).getByRole('combobox', { name: 'Room' }));
    await user.click(await screen.findByRole('option', { name: 'Garden Room (80)' }));
    fireEvent.change(field('Guarantee Due'), { target: { value: '2031-06-07' } });
    await user.click(button('Save Event'));
    expect(await within(dialog()).findByText(MSG.cancelReasonRequired)).toBeTruthy();
    expect(server.calls('PUT', '/api/events/7')).toHaveLength(0);

    await user.type(field('Cancel Reason'), 'Moved to spring');
    await user.click(button('Save Event'));
    await waitFor(() => expect(server.calls('PUT', '/api/events/7')).toHaveLength(1));
    expect(bodies(server, 'PUT', '/api/events/7')[0]).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'Moved to spring',
      room: { id: 3 },
      guaranteeDueDate: '2031-06-07',
    });
  });

  it('closes the dialog when the delete answers 400, and shows other failures', async () => {
    let status = 400;
    const server = kitchen({
      'DELETE /api/events/7': () => apiError(status, status === 400 ? 'Bad Request' : 'Error', 'Not deleted'),
    });
    const first = open({ eventId: 7 });
    await screen.findByRole('dialog', { name: 'Edit Harvest Gala' });
    await first.user.click(button('Delete'));
    const confirm = await screen.findByRole('dialog', { name: 'Delete event' });
    await first.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await first.user.click(await screen.findByRole('button', { name: 'Oh, Ok' }));
    expect(first.onClose).toHaveBeenCalledTimes(1);
    first.unmount();

    status = 500;
    const second = open({ eventId: 7 });
    await screen.findByRole('dialog', { name: 'Edit Harvest Gala' });
    await second.user.click(button('Delete'));
    const again = await screen.findByRole('dialog', { name: 'Delete event' });
    await second.user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Not deleted')).toBeTruthy();
    await second.user.click(screen.getByRole('button', { name: 'Oh, Ok' }));
    expect(second.onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit Harvest Gala' })).toBeTruthy();
    expect(server.calls('DELETE', '/api/events/7')).toHaveLength(2);
  });
});
