import { listSortValue, sortRows, type TIngredientListItem, type TPage, type TVendor } from '@brigade/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callMock, serveMockApi } from './mock-client';

serveMockApi();
let token: string;
beforeAll(async () => {
  const signedIn = await callMock('authenticate', {
    path: '/api/authenticate',
    body: { username: 'sorting@example.com', password: 'at-least-8' },
  });
  token = (await signedIn.json()).id_token;
});

/**
 * The mocks sort a list as the server does: sort=field,asc|desc through core's sortRows,
 * missing values last, the id breaking ties; an unknown field is the server's 400.
 */
describe('mocks: sorted lists', () => {
  it('answers the demo ingredients by cost, dearest first, as core orders them', async () => {
    const response = await callMock(
      'listIngredients',
      { path: '/api/ingredients', query: { sort: 'cost,desc', limit: '1000' } },
      token,
    );
    expect(response.status).toBe(200);
    const page = (await response.json()) as TPage<TIngredientListItem>;
    expect(page.content.length).toBeGreaterThan(3);
    const costs = page.content.map((i) => i.cost);
    // Never cheaper than the one before; any ingredient without a cost comes last.
    const known = costs.filter((c): c is number => c !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(costs.slice(0, known.length)).toEqual(known);
    expect(page.content.map((i) => i.id)).toEqual(
      sortRows(page.content, { field: 'cost', direction: 'desc' }, listSortValue).map((i) => i.id),
    );
  });

  it('sorts vendors by their number of ingredients, and refuses another field with 400', async () => {
    const response = await callMock(
      'listVendors',
      { path: '/api/vendors', query: { sort: 'ingredientCount,desc' } },
      token,
    );
    const counts = ((await response.json()) as TPage<TVendor>).content.map((v) => v.ingredientCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const refused = await callMock(
      'listVendors',
      { path: '/api/vendors', query: { sort: 'cost,desc' } },
      token,
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe(
      'This list cannot be sorted by "cost": sort by name, ingredientCount.',
    );
  });
});
