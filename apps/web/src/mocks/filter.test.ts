import type { TIngredientListItem, TPage, TRecipeListItem } from '@brigade/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callMock, serveMockApi } from './mock-client';

serveMockApi();
let token: string;
beforeAll(async () => {
  const signedIn = await callMock('authenticate', {
    path: '/api/authenticate',
    body: { username: 'filtering@example.com', password: 'at-least-8' },
  });
  token = (await signedIn.json()).id_token;
});

const ingredients = async (query: Record<string, string>) => {
  const response = await callMock('listIngredients', { path: '/api/ingredients', query }, token);
  expect(response.status).toBe(200);
  return (await response.json()) as TPage<TIngredientListItem>;
};

/**
 * The mocks filter a list as the server does: filter=field,operator,value through core's
 * matchesFilter, counted before paging; an unknown field is the server's 400.
 */
describe('mocks: filtered lists', () => {
  it('answers the demo ingredients with a pack cost of $50 or more, counted and paged after the filter', async () => {
    const all = await ingredients({ limit: '1000' });
    const dear = all.content.filter((i) => i.cost !== null && i.cost >= 50);
    expect(dear.length).toBeGreaterThan(1);
    const page = await ingredients({ filter: 'cost,>=,50', limit: '1000' });
    expect(page.content.map((i) => i.id)).toEqual(dear.map((i) => i.id));
    const first = await ingredients({ filter: 'cost,>=,50', limit: '1' });
    expect(first.totalElements).toBe(dear.length);
  });

  it('finds categories by a word, and refuses a field the list does not take', async () => {
    const page = await ingredients({ filter: 'category,contains,dairy', limit: '1000' });
    expect(page.content.length).toBeGreaterThan(0);
    expect(new Set(page.content.map((i) => i.category))).toEqual(new Set(['Dairy and Egg Products']));
    const recipes = await callMock(
      'listRecipes',
      { path: '/api/recipes', query: { filter: 'team,equals,pastry', limit: '1000' } },
      token,
    );
    const teams = ((await recipes.json()) as TPage<TRecipeListItem>).content.map((r) => r.team);
    expect(teams.length).toBeGreaterThan(0);
    expect(new Set(teams)).toEqual(new Set(['Pastry']));
    const refused = await callMock(
      'listIngredients',
      { path: '/api/ingredients', query: { filter: 'colour,contains,red' } },
      token,
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toContain('This list cannot be filtered by "colour"');
  });
});
