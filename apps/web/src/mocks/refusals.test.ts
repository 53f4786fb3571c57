import {
  MSG,
  type TApiError,
  type TPage,
  type TRecipe,
  type TRecipeListItem,
  ZApiError,
} from '@brigade/core';
import { afterEach, describe, expect, it } from 'vitest';
import { setMockFailures } from './handlers';
import { callMock, serveMockApi } from './mock-client';

serveMockApi();
afterEach(() => setMockFailures(null));

async function signIn(email: string, password = 'long-enough'): Promise<Response> {
  return callMock('authenticate', { path: '/api/authenticate', body: { username: email, password } });
}

/** The error body of a refusal, checked to be the server's shape. */
async function refusal(response: Response, status: number): Promise<TApiError> {
  expect(response.status).toBe(status);
  return ZApiError.parse(await response.json());
}

describe('refusals of the mocked API, as the server answers them', () => {
  it('signs in any well-formed e-mail with 8+ characters, and refuses wrong-password, a short one or no e-mail', async () => {
    expect((await signIn('someone@example.com')).status).toBe(200);
    for (const [email, password] of [
      ['someone@example.com', 'wrong-password'],
      ['someone@example.com', 'short'],
      ['not an e-mail', 'long-enough'],
    ]) {
      const error = await refusal(await signIn(email, password), 401);
      expect(error).toEqual({
        title: 'Unauthorized',
        message: 'Incorrect username, e-mail or password.',
        errors: [],
      });
    }
    const missing = await refusal(await signIn('', ''), 400);
    expect(missing.errors).toContainEqual({ field: 'username', message: MSG.emailRequired });
  });

  it('answers 401 without a token, 403 to a role that may not, 404 for an unknown id, 409 for a stale version', async () => {
    expect((await refusal(await callMock('listRecipes', { path: '/api/recipes' }), 401)).message).toBe(
      'Please sign in to continue.',
    );
    const cook = (await (await signIn('cook@example.com')).json()).id_token;
    const forbidden = await callMock('createVendor', { path: '/api/vendors', body: { name: 'X' } }, cook);
    expect((await refusal(forbidden, 403)).message).toBe(MSG.roleForbidden);

    const owner = (await (await signIn('owner.one@example.com')).json()).id_token;
    expect(
      (await refusal(await callMock('getRecipe', { path: '/api/recipes/9999' }, owner), 404)).message,
    ).toBe('Recipe not found');
    expect(
      (await refusal(await callMock('getRecipe', { path: '/api/recipes/abc' }, owner), 400)).message,
    ).toBe(MSG.idInvalid);
    const list = (await (
      await callMock('listRecipes', { path: '/api/recipes' }, owner)
    ).json()) as TPage<TRecipeListItem>;
    const recipe = (await (
      await callMock('getRecipe', { path: `/api/recipes/${list.content[0].id}` }, owner)
    ).json()) as TRecipe;
    const saved = await callMock('updateRecipe', { path: `/api/recipes/${recipe.id}`, body: recipe }, owner);
    expect(saved.status).toBe(200);
    // The same version again: someone (this very save) changed it since.
    const stale = await refusal(
      await callMock('updateRecipe', { path: `/api/recipes/${recipe.id}`, body: recipe }, owner),
      409,
    );
    expect(stale.errors).toEqual([{ field: 'version', message: stale.message }]);
    // Spec 7: without a version the update applies.
    const { version: _v, ...unversioned } = recipe;
    expect(
      (await callMock('updateRecipe', { path: `/api/recipes/${recipe.id}`, body: unversioned }, owner))
        .status,
    ).toBe(200);
  });

  it('checks bodies with the core schemas: the spec’s messages, unknown fields, in-use refusals', async () => {
    const owner = (await (await signIn('owner.two@example.com')).json()).id_token;
    const nameless = await refusal(
      await callMock('createRecipe', { path: '/api/recipes', body: { category: 'Pasta' } }, owner),
      400,
    );
    expect(nameless).toEqual({
      title: 'Bad Request',
      message: MSG.recipeMustHaveName,
      errors: [{ field: 'name', message: MSG.recipeMustHaveName }],
    });
    const unknown = await refusal(
      await callMock('createVendor', { path: '/api/vendors', body: { name: 'A', colour: 'red' } }, owner),
      400,
    );
    expect(unknown.errors).toEqual([{ field: 'colour', message: 'Unknown field: colour' }]);
    const vendors = (await (await callMock('listVendors', { path: '/api/vendors' }, owner)).json()).content;
    const inUse = await refusal(
      await callMock('deleteVendor', { path: `/api/vendors/${vendors[0].id}` }, owner),
      409,
    );
    expect(inUse.title).toBe('Vendor in use');
  });

  it('answers what the failure switch says: a status, slowly, or not at all', async () => {
    const token = (await (await signIn('switch@example.com')).json()).id_token;
    setMockFailures('listRecipes:409,getMenu:500,listMenus:network,listVendors:slow:300');
    expect((await refusal(await callMock('listRecipes', { path: '/api/recipes' }, token), 409)).title).toBe(
      'Conflict',
    );
    expect((await refusal(await callMock('getMenu', { path: '/api/menus/1' }, token), 500)).message).toBe(
      'Something went wrong on our side. Please try again.',
    );
    await expect(callMock('listMenus', { path: '/api/menus' }, token)).rejects.toThrow();
    const start = performance.now();
    expect((await callMock('listVendors', { path: '/api/vendors' }, token)).status).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(290);
    // Other operations answer as usual; `*` stands for all of them.
    expect((await callMock('listMenuItems', { path: '/api/menuItems' }, token)).status).toBe(200);
    setMockFailures('*:503');
    expect((await callMock('listMenuItems', { path: '/api/menuItems' }, token)).status).toBe(503);
  });
});
