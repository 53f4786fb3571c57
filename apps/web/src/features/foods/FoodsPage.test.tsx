import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../app/query-client';
import { stubListLayout } from '../../components/item-list/test-layout';
import { fakeApi, json, type RecordedRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { setupUser } from '../../test/user-event';
import { BUTTER, BUTTER_SUMMARY, foodPage, WHIPPED_BUTTER_SUMMARY } from './test-fixtures';

stubListLayout({ width: 700, height: 600 });
// renderApp uses the app's one query cache: each test starts from an empty one.
afterEach(() => queryClient.clear());

const query = (request: RecordedRequest) => new URL(request.path, 'http://localhost').searchParams;

async function openFoods(routes: Parameters<typeof fakeApi>[0] = {}, path = '/portal/usda') {
  const server = fakeApi({
    'GET /api/foods': (request) =>
      json(foodPage(query(request).get('searchText') ? [BUTTER_SUMMARY, WHIPPED_BUTTER_SUMMARY] : [])),
    'GET /api/foods/1001': () => json(BUTTER),
    ...routes,
  });
  const { router } = renderApp(path, { signedInAs: 'chef@example.com' });
  // The first render loads the lazy screen: seconds on a busy machine (as the kitchen tests allow).
  await screen.findByRole('heading', { level: 1, name: 'USDA Food Database' }, { timeout: 10_000 });
  return { server, router, user: setupUser() };
}

/** The nutrient list's rows as [name, amount, unit]. */
function nutrientRows(): string[][] {
  const grid = screen.getByRole('grid', { name: 'Nutrients' });
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent ?? ''),
    );
}

describe('food database search (spec 2, 9)', () => {
  it('searches on Enter with page 0 and limit 250, showing the loading overlay meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    const { server, user } = await openFoods({
      'GET /api/foods': (request) =>
        query(request).get('searchText')
          ? new Promise<Response>((resolve) => {
              answer = resolve;
            })
          : json(foodPage([])),
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search foods' }), 'butter{Enter}');
    expect(await screen.findByRole('progressbar', { name: 'Searching foods' })).toBeTruthy();
    // The screen's first, unfiltered page may still be on its way on a busy machine: pick the search.
    const searched = await waitFor(() => {
      const call = server.calls('GET', '/api/foods').find((request) => query(request).get('searchText'));
      expect(call).toBeDefined();
      return call!;
    });
    expect(Object.fromEntries(query(searched))).toEqual({ searchText: 'butter', page: '0', limit: '250' });

    answer(json(foodPage([BUTTER_SUMMARY, WHIPPED_BUTTER_SUMMARY])));
    const list = await screen.findByRole('region', { name: 'Foods' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Butter, saltedDairy and Egg Products', 'Butter, whipped, with saltDairy and Egg Products']),
    );
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Searching foods' })).toBeNull());
  });

  it('the Search button searches too, and loads the next page when the list nears its end', async () => {
    const pages = [
      foodPage([BUTTER_SUMMARY], { number: 0, last: false }),
      foodPage([WHIPPED_BUTTER_SUMMARY], { number: 1, last: true }),
    ];
    const { server, user } = await openFoods({
      'GET /api/foods': (request) =>
        json(query(request).get('searchText') ? pages[Number(query(request).get('page'))] : foodPage([])),
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search foods' }), 'butter');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('button', { name: 'Butter, whipped, with salt' })).toBeTruthy();
    const butterCalls = server.calls('GET', '/api/foods').filter((r) => query(r).get('searchText'));
    expect(butterCalls.map((r) => [query(r).get('searchText'), query(r).get('page')])).toEqual([
      ['butter', '0'],
      ['butter', '1'],
    ]);
  });
});

describe('food detail (spec 2, 4, 9)', () => {
  async function openButter() {
    const view = await openFoods();
    await view.user.type(screen.getByRole('searchbox', { name: 'Search foods' }), 'butter{Enter}');
    await view.user.click(await screen.findByRole('button', { name: 'Butter, salted' }));
    await screen.findByRole('heading', { level: 2, name: 'Butter, salted' });
    await screen.findByRole('grid', { name: 'Nutrients' });
    return view;
  }

  it('opens on the 100 g portion with the amounts per 100 g, to 2 decimals', async () => {
    await openButter();
    const portions = screen.getByLabelText('Portions') as HTMLSelectElement;
    expect(portions.selectedOptions[0].textContent).toBe('100 g');
    expect([...portions.options].map((o) => o.textContent)).toEqual([
      '100 g',
      '1 pat (1" sq, 1/3" high) (5 g)',
      '1 tbsp (14.2 g)',
      '1 cup (227 g)',
    ]);
    expect(nutrientRows()).toEqual([
      ['Water', '15.87', 'g'],
      ['Energy', '717.00', 'kcal'],
      ['Protein', '0.85', 'g'],
      ['Total lipid (fat)', '81.11', 'g'],
      ['Sodium, Na', '643.00', 'mg'],
    ]);
  });

  it('scales the nutrients and the pie to the chosen portion: a tablespoon is 14.2 g', async () => {
    const { user } = await openButter();
    await user.selectOptions(screen.getByLabelText('Portions'), '1 tbsp (14.2 g)');
    // × 0.142: water 2.25354, energy 101.814, protein 0.1207, fat 11.51762, sodium 91.306 mg
    expect(nutrientRows()).toEqual([
      ['Water', '2.25', 'g'],
      ['Energy', '101.81', 'kcal'],
      ['Protein', '0.12', 'g'],
      ['Total lipid (fat)', '11.52', 'g'],
      ['Sodium, Na', '91.31', 'mg'],
    ]);
    // The pie: what the 14.2 g are made of, largest first; the fixture gives no ash or
    // carbohydrate, so 14.2 − (11.51762 + 2.25354 + 0.1207 = 13.89186) = 0.30814 g is not measured.
    const pie = screen.getByRole('region', { name: 'Nutrient Breakdown (grams)' });
    expect(within(pie).getByText(/Energy: 101\.81 kcal/).textContent).toBe(
      'What 14.20 g is made of · Energy: 101.81 kcal',
    );
    expect(
      within(within(pie).getByRole('list', { name: 'What a portion is made of' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Fat: 11.52 g', 'Water: 2.25 g', 'Not measured: 0.31 g', 'Protein: 0.12 g', 'Total: 14.20 g']);

    await user.selectOptions(screen.getByLabelText('Portions'), '1 cup (227 g)');
    expect(nutrientRows()[1]).toEqual(['Energy', '1627.59', 'kcal']); // 717 × 2.27
  });

  it('Back clears the current food and shows the same results', async () => {
    const { server, user } = await openButter();
    const searches = server.calls('GET', '/api/foods').length;
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Butter, salted' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect((screen.getByRole('searchbox', { name: 'Search foods' }) as HTMLInputElement).value).toBe(
      'butter',
    );
    expect(server.calls('GET', '/api/foods')).toHaveLength(searches);
  });
});

describe('food database addresses', () => {
  it('gives a search and a food their own address', async () => {
    const { router, user } = await openFoods();
    await user.type(screen.getByRole('searchbox', { name: 'Search foods' }), 'butter{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=butter'));
    await user.click(await screen.findByRole('button', { name: 'Butter, salted' }));
    await screen.findByRole('heading', { level: 2, name: 'Butter, salted' });
    expect(router.state.location.pathname).toBe('/portal/usda/1001');
    expect(router.state.location.search).toBe('?q=butter');
    // Back returns to the results it was opened from (a step back in history).
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/usda'));
    expect(router.state.location.search).toBe('?q=butter');
  });

  it('opens a food from its link (a reload, a shared link), its search beside it, and Back shows that search', async () => {
    const { router, user } = await openFoods({}, '/portal/usda/1001?q=butter');
    expect(await screen.findByRole('heading', { level: 2, name: 'Butter, salted' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search foods' }) as HTMLInputElement).value).toBe(
      'butter',
    );
    // The food beside the results is marked as the current one.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Butter, salted' }).getAttribute('aria-current')).toBe(
        'true',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/usda'));
    expect(router.state.location.search).toBe('?q=butter');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('says so for a food that is not in the database', async () => {
    await openFoods(
      {
        'GET /api/foods/999999': () =>
          json({ title: 'Not found', message: 'No food 999999', errors: [] }, 404),
      },
      '/portal/usda/999999',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Food not found' })).toBeTruthy();
    expect(screen.getByText('No food 999999')).toBeTruthy();
  });
});
