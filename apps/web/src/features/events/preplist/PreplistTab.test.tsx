import type { TBanquetEvent } from '@brigade/core';
import { render, screen, within } from '@testing-library/react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/Providers';
import { createQueryClient } from '../../../app/query-client';
import { apiError, fakeApi, json } from '../../../test/fake-api';
import { setupUser } from '../../../test/user-event';
import type { EventFormValues } from '../event-form';
import { PreplistTab } from './PreplistTab';
import { preplistReply, savedEvent, savedValues } from './test-fixtures';

/** The form's values as last rendered: what the event dialog would save. */
type Seen = { values: EventFormValues | null };

/** The tab inside the event dialog's form, as the dialog renders it: the form holds every value. */
function InForm({
  event,
  initial,
  seen,
}: {
  event: TBanquetEvent | null;
  initial: EventFormValues;
  seen?: Seen;
}) {
  const form = useForm<EventFormValues>({ defaultValues: initial });
  const values = useWatch({ control: form.control }) as EventFormValues;
  if (seen) seen.values = values;
  return (
    <FormProvider {...form}>
      <PreplistTab event={event} values={values} />
    </FormProvider>
  );
}

function tree(event: TBanquetEvent | null, values: EventFormValues, seen?: Seen, key?: number) {
  return (
    <MemoryRouter>
      <Providers queryClient={createQueryClient()}>
        <InForm key={key} event={event} initial={values} seen={seen} />
      </Providers>
    </MemoryRouter>
  );
}

function renderTab(event: TBanquetEvent | null, values: EventFormValues, seen?: Seen) {
  return render(tree(event, values, seen));
}

const viewButton = () => screen.getByRole('button', { name: 'View Prep List' }) as HTMLButtonElement;
const row = (name: string) => screen.getByRole('listitem', { name });

describe('the Prep List tab (spec 4)', { timeout: 30_000 }, () => {
  it('keeps View Prep List disabled until the event and every item are ready', async () => {
    const user = setupUser();
    const values = savedValues();
    // A new event: no location yet, and the tart has no plating style.
    const lines = values.banquetEventMenuSectionItems;
    const unready = {
      ...values,
      id: null,
      location: '  ',
      banquetEventMenuSectionItems: [lines[0], { ...lines[1], plating: '' as const }],
    };
    const { rerender } = renderTab(null, unready);
    // The tab again over other form values, as the dialog's form would hold them.
    let shown = 0;
    const show = (next: EventFormValues) => rerender(tree(null, next, undefined, ++shown));
    expect(viewButton().disabled).toBe(true);
    expect(
      screen.getByText('To view the prep list: Location is required; Please choose a plating style.'),
    ).toBeTruthy();

    // With a location, still waiting on the tart's plating.
    const located = { ...unready, location: 'Main Hall' };
    show(located);
    expect(viewButton().disabled).toBe(true);
    expect(within(row('Apple Tart')).getByText('Please choose a plating style')).toBeTruthy();

    // The tart's prep quantity blank: missing, though the event has a guest count (it is not used in silence).
    show({
      ...located,
      banquetEventMenuSectionItems: [lines[0], { ...lines[1], plating: 'Buffet', prepQuantity: '' }],
    });
    expect(viewButton().disabled).toBe(true);
    expect(within(row('Apple Tart')).getByText('Please enter a prep quantity')).toBeTruthy();
    expect(screen.getByText('To view the prep list: Please enter a prep quantity.')).toBeTruthy();
    // Without a guest count as well.
    show({
      ...located,
      guestCount: '',
      banquetEventMenuSectionItems: [lines[0], { ...lines[1], plating: 'Buffet', prepQuantity: '' }],
    });
    expect(viewButton().disabled).toBe(true);
    expect(
      screen.getByText('To view the prep list: Guest count is required; Please enter a prep quantity.'),
    ).toBeTruthy();

    // Typing a quantity (zero counts) with a plating style and a guest count: ready.
    show({ ...located, banquetEventMenuSectionItems: [lines[0], { ...lines[1], plating: 'Buffet' }] });
    expect(viewButton().disabled).toBe(false);
    const quantity = within(row('Cheddar Soup')).getByLabelText('Prep Quantity');
    await user.clear(quantity);
    await user.type(quantity, '-1');
    expect(within(row('Cheddar Soup')).getByText('Please enter a value of 0 or more')).toBeTruthy();
    expect(viewButton().disabled).toBe(true);
    await user.clear(quantity);
    await user.type(quantity, '0');
    expect(viewButton().disabled).toBe(false);
  });

  it('posts the lines and shows one panel per team, then the pull list', async () => {
    const user = setupUser();
    const api = fakeApi({ 'POST /api/preplist': () => json(preplistReply(), 201) });
    // The plating style is offered here too: the tart goes from Buffet to Passed.
    const seen: Seen = { values: null };
    renderTab(null, { ...savedValues(), id: null }, seen);
    await user.click(within(row('Apple Tart')).getByRole('combobox', { name: 'Plating' }));
    await user.click(await screen.findByRole('option', { name: 'Passed' }));
    const soup = within(row('Cheddar Soup')).getByLabelText('Prep Quantity');
    await user.clear(soup);
    await user.type(soup, '140');
    await user.click(viewButton());

    expect(await screen.findByText('Prep List generated')).toBeTruthy();
    // Typed into the dialog's form itself: what the Event BEO tab shows and saves.
    const formLines = seen.values?.banquetEventMenuSectionItems;
    expect(formLines?.map((l) => [l.prepQuantity, l.plating])).toEqual([
      ['140', 'Plated'],
      ['120', 'Passed'],
    ]);
    // The soup's typed 140; the tart's 120 as it was.
    expect(JSON.parse(api.calls('POST', '/api/preplist')[0].body as string)).toEqual({
      banquetEventMenuSectionItems: [
        { id: 71, menuSectionItem: { id: 31 }, prepQuantity: 140, plating: 'Plated' },
        { id: 72, menuSectionItem: { id: 32 }, prepQuantity: 120, plating: 'Passed' },
      ],
    });

    const banquets = screen.getByRole('region', { name: /^Banquets/ });
    expect(screen.getByRole('button', { name: /^Banquets 1 item · 1 recipe/ })).toBeTruthy();
    const soupItem = within(banquets).getByRole('article', { name: 'Cheddar Soup' });
    expect(soupItem.textContent).toContain('Orders satisfied:130');
    expect(soupItem.textContent).toContain('Servings:4');
    expect(soupItem.textContent).toContain('Serving size:1 cup');
    expect(soupItem.textContent).toContain('Plating:Plated');
    expect(within(soupItem).getByText('Plating notes: Warm bowls; chive on top.')).toBeTruthy();
    const sauce = within(soupItem).getByRole('article', { name: 'Cheddar Sauce' });
    expect(within(sauce).getByRole('heading', { name: 'Cheddar Sauce — make 16 1/4 Gallons' })).toBeTruthy();
    expect(within(sauce).getByRole('list', { name: 'Cheddar Sauce ingredients' }).textContent).toBe(
      '8.13 Pounds Butter16 1/4 Cups Flour',
    );
    expect(within(sauce).getByText('Make a roux, add the white sauce, melt in the cheddar.')).toBeTruthy();
    // The sub-recipe sits inside the recipe using it.
    const white = within(sauce).getByRole('article', { name: 'White Sauce' });
    expect(within(white).getByText('Sub-recipe of Cheddar Sauce')).toBeTruthy();
    expect(within(white).getByRole('list').textContent).toBe('8 1/8 Gallons Milk');

    // The first team's panel opens by itself; the others on a click.
    await user.click(screen.getByRole('button', { name: /^Pastry/ }));
    const pastry = await screen.findByRole('region', { name: /^Pastry/ });
    expect(within(pastry).getByRole('article', { name: 'Tart Dough' }).textContent).toContain(
      '22 1/2 Cups Flour',
    );

    // The pull list: 32.50 + 3.42 + 32.50 = $68.42.
    await user.click(screen.getByRole('button', { name: /^Pull list 3 ingredients · \$68\.42/ }));
    const pull = await screen.findByRole('grid', { name: 'Pull list' });
    const rows = within(pull)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'IngredientQuantityCost',
      'Butter8.13 Pounds$32.50',
      'Flour38 3/4 Cups$3.42',
      'Milk8 1/8 Gallons$32.50',
    ]);
    expect(screen.getByRole('group', { name: 'Pull list total' }).textContent).toBe('Total cost$68.42');

    // A change after generating: the result says it is out of date.
    await user.clear(soup);
    await user.type(soup, '150');
    expect(screen.getByText(/changed since this prep list was made/)).toBeTruthy();
  });

  it('prints a saved event from its print page, and changed quantities in place', async () => {
    const user = setupUser();
    fakeApi({ 'POST /api/preplist': () => json(preplistReply(), 201) });
    // What the station sheet held when the print dialog opened.
    let sheetWhilePrinting: string | null = null;
    const print = vi.fn(() => {
      if (document.body.classList.contains('preplist-printing'))
        sheetWhilePrinting = document.querySelector('.preplist-print-portal')?.textContent ?? null;
    });
    vi.stubGlobal('print', print);
    renderTab(savedEvent(), savedValues());
    await user.click(viewButton());
    await screen.findByText('Prep List generated');
    // What is shown is what is saved: the team's station sheet opens in its own tab.
    const link = screen.getByRole('link', { name: 'Print Banquets prep list' });
    expect(link.getAttribute('href')).toBe('/portal/events/7/preplist/print?team=Banquets');
    expect(link.getAttribute('target')).toBe('_blank');
    // The new tab gets this tab's session only with its opener kept.
    expect(link.getAttribute('rel')).toBe('opener');
    // Its container labels too: what Banquets makes for this event, in a tab of their own.
    const labels = screen.getByRole('link', { name: 'Print Banquets labels' });
    expect(labels.getAttribute('href')).toBe('/portal/events/production/labels?event=7&team=Banquets');
    expect(labels.getAttribute('target')).toBe('_blank');

    // Changed and generated again: not what is saved, so the sheet prints here.
    const soup = within(row('Cheddar Soup')).getByLabelText('Prep Quantity');
    await user.clear(soup);
    await user.type(soup, '131');
    await user.click(viewButton());
    const button = await screen.findByRole('button', { name: 'Print Banquets prep list' });
    // Labels are read from the saved event: none for what is not saved.
    expect(screen.queryByRole('link', { name: 'Print Banquets labels' })).toBeNull();
    await user.click(button);
    await vi.waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    // The sheet was on the page while printing, and is gone after.
    expect(sheetWhilePrinting).toContain('Banquets');
    expect(sheetWhilePrinting).toContain('16 1/4 Gallons');
    await vi.waitFor(() => {
      expect(document.querySelector('.preplist-print-portal')).toBeNull();
      expect(document.body.classList.contains('preplist-printing')).toBe(false);
    });
  });

  it("shows 'Error: Prep List not generated.' when the call fails", async () => {
    const user = setupUser();
    fakeApi({
      'POST /api/preplist': () => apiError(400, 'Bad Request', 'Please choose a plating style'),
    });
    renderTab(null, savedValues());
    await user.click(viewButton());
    const dialog = await screen.findByRole('dialog', { name: 'Error: Prep List not generated.' });
    expect(within(dialog).getByText('Please choose a plating style')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Prep List generated')).toBeNull();
    expect(screen.queryByRole('region', { name: /^Banquets/ })).toBeNull();
  });

  it('counts an answer other than 201 as a failure (spec 4)', async () => {
    const user = setupUser();
    fakeApi({ 'POST /api/preplist': () => json(preplistReply(), 200) });
    renderTab(null, savedValues());
    await user.click(viewButton());
    const dialog = await screen.findByRole('dialog', { name: 'Error: Prep List not generated.' });
    expect(within(dialog).getByText('The server answered 200, not 201.')).toBeTruthy();
  });
});
