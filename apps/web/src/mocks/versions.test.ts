import {
  EVENT_MESSAGES,
  type TBanquetEvent,
  type TEventMenuChoices,
  type TPage,
  type TRecipe,
  type TRecipeListItem,
  type TVersionListItem,
} from '@brigade/core';
import { describe, expect, it } from 'vitest';
import { resetMockKitchen } from './handlers';
import { callMock, serveMockApi } from './mock-client';

serveMockApi();

async function signIn(): Promise<string> {
  resetMockKitchen();
  const response = await callMock('authenticate', {
    path: '/api/authenticate',
    body: { username: 'ana.lopez@example.com', password: 'correct-horse-battery' },
  });
  return /^Bearer (\S+)$/.exec(response.headers.get('authorization') ?? '')![1];
}

describe('versions, confirmation and approval in the mocked API, as the server answers them', () => {
  it('keeps a version per save and restores one as a new version', async () => {
    const token = await signIn();
    const page = (await (
      await callMock('listRecipes', { path: '/api/recipes' }, token)
    ).json()) as TPage<TRecipeListItem>;
    const id = page.content[0].id;
    const recipe = (await (
      await callMock('getRecipe', { path: `/api/recipes/${id}` }, token)
    ).json()) as TRecipe;
    const put = (prepNotes: string, version: number) =>
      callMock(
        'updateRecipe',
        { path: `/api/recipes/${id}`, body: { ...recipe, prepNotes, version } },
        token,
      );
    await put('First.', recipe.version);
    await put('Second.', recipe.version + 1);
    const list = (await (
      await callMock('listRecipeVersions', { path: `/api/recipes/${id}/versions` }, token)
    ).json()) as TVersionListItem[];
    expect(list.map((v) => v.n)).toEqual([2, 1]);
    expect(list[0].changes.fields).toEqual([{ field: 'prepNotes', before: 'First.', after: 'Second.' }]);
    const stale = await callMock(
      'restoreRecipeVersion',
      { path: `/api/recipes/${id}/versions/1/restore`, body: { version: 1 } },
      token,
    );
    expect(stale.status).toBe(409);
    const restored = (await (
      await callMock('restoreRecipeVersion', { path: `/api/recipes/${id}/versions/1/restore` }, token)
    ).json()) as TRecipe;
    expect(restored.prepNotes).toBe('First.');
  });

  it('lets only approved recipes onto events when the kitchen says so; confirming keeps the cost agreed', async () => {
    const token = await signIn();
    await callMock(
      'updateKitchenSettings',
      {
        path: '/api/kitchen/settings',
        body: { targetFoodCostPercent: 30, onlyApprovedRecipesOnEvents: true },
      },
      token,
    );
    const choices = (await (
      await callMock('listEventMenuChoices', { path: '/api/events/menu-choices' }, token)
    ).json()) as TEventMenuChoices;
    const line = choices[0].menuSectionItems[0];
    const tomorrow = new Date(Date.now() + 86_400_000);
    const event = {
      title: 'Mock Gala',
      start: tomorrow.toISOString(),
      end: new Date(tomorrow.getTime() + 3_600_000).toISOString(),
      guestCount: 10,
      location: 'Patio',
      status: 'TENTATIVE',
      banquetEventMenuSectionItems: [{ menuSectionItem: { id: line.id }, prepQuantity: 10 }],
    };
    const refused = await callMock('createEvent', { path: '/api/events', body: event }, token);
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toMatch(new RegExp(`^${line.menuItem.name} uses the recipe`));
    expect(EVENT_MESSAGES.unapprovedRecipe('X', ['Y'])).toContain('only approved recipes on events');

    const recipes = (await (
      await callMock('listRecipes', { path: '/api/recipes' }, token)
    ).json()) as TPage<TRecipeListItem>;
    for (const r of recipes.content) {
      expect((await callMock('approveRecipe', { path: `/api/recipes/${r.id}/approve` }, token)).status).toBe(
        200,
      );
    }
    const booked = (await (
      await callMock('createEvent', { path: '/api/events', body: event }, token)
    ).json()) as TBanquetEvent;
    expect(booked.confirmation).toBeNull();
    const confirmed = (await (
      await callMock(
        'confirmEvent',
        { path: `/api/events/${booked.id}/confirm`, body: { version: booked.version } },
        token,
      )
    ).json()) as TBanquetEvent;
    expect(confirmed).toMatchObject({ status: 'DEFINITE', beoRevision: booked.beoRevision + 1 });
    expect(confirmed.confirmation).toMatchObject({
      foodCost: booked.figures.foodCost,
      changedSinceConfirmed: false,
    });
  });
});
