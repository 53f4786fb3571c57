import type { Role } from '@brigade/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../app/query-client';
import { stubListLayout } from '../../components/item-list/test-layout';
import { roleMayCall } from '../../lib/use-can';
import { ingredientReply, pageOf, vendorReply } from '../../test/catalogue-support';
import { costUnchanged } from '../../test/cost-since-fixtures';
import { fakeApi, json, memberOf } from '../../test/fake-api';
import { kitchenReads, page as recipePage } from '../../test/recipe-fixtures';
import { renderApp } from '../../test/render-app';
import { setupUser } from '../../test/user-event';

stubListLayout();
afterEach(() => queryClient.clear());

/** Server rows say who changed them; the screens here do not show it. */
const actors = { createdBy: null, modifiedBy: null };
const SYSCO = { ...vendorReply(3, 'Sysco', 1), ...actors };
const FLOUR = { ...ingredientReply(), ...actors };
const VINAIGRETTE_ROW = {
  id: 1,
  name: 'Vinaigrette',
  category: 'Salads',
  team: 'Banquets',
  numberOfIngredients: 3,
  valid: true,
  errorMessages: [],
};

/** Disabled, by its own attribute or by a disabled fieldset around it. */
const disabled = (element: HTMLElement) => element.matches(':disabled');

/** Signs in as a member with this role, on a kitchen with a vendor, an ingredient and recipes. */
async function openAs(role: Role, path: string) {
  const server = fakeApi({
    ...memberOf(role),
    ...kitchenReads(),
    // No price moved since the day asked: Vinaigrette costs $1.026455 then and now (test-fixtures.ts).
    'GET /api/recipes/1/cost-since': costUnchanged(1.026455),
    'GET /api/nutrients': () => json([{ name: 'Protein', unitName: 'g' }]),
    'GET /api/vendors': () => json(pageOf([SYSCO])),
    'GET /api/ingredients': () => json(pageOf([{ ...FLOUR, numberOfConversions: 0, numberOfNutrients: 0 }])),
    'GET /api/ingredients/7': () => json(FLOUR),
    'GET /api/ingredients/7/prices': () => json([]),
    'GET /api/recipes': () => json(recipePage([VINAIGRETTE_ROW])),
  });
  const view = renderApp(path, { signedInAs: `${role}@example.com` });
  // The role is read (the top bar says it) before anything is asserted about what it hides.
  const label = `${role[0].toUpperCase()}${role.slice(1)}`;
  await screen.findByRole('group', { name: `Kitchen: Test Kitchen, ${label}` });
  return { ...view, server, user: setupUser() };
}

describe('what a cook is not offered', { timeout: 30_000 }, () => {
  it('reads the contract: a cook reads, a planner books events, a chef edits, only the owner manages', () => {
    expect(roleMayCall('cook', 'listRecipes')).toBe(true);
    expect(roleMayCall('cook', 'updateRecipe')).toBe(false);
    expect(roleMayCall('cook', 'createEventPreplist')).toBe(true);
    expect(roleMayCall('cook', 'updateEvent')).toBe(false);
    expect(roleMayCall('planner', 'updateEvent')).toBe(true);
    expect(roleMayCall('planner', 'updateVendor')).toBe(false);
    expect(roleMayCall('chef', 'updateVendor')).toBe(true);
    expect(roleMayCall('chef', 'createInvitation')).toBe(false);
    expect(roleMayCall('owner', 'createInvitation')).toBe(true);
    // Until the role is read, nothing but the user's own account.
    expect(roleMayCall(null, 'listRecipes')).toBe(false);
    expect(roleMayCall(null, 'listMyKitchens')).toBe(true);
  });

  it('vendors: the owner may add, rename and delete; a cook only opens a vendor, never its edit dialog', async () => {
    const owner = await openAs('owner', '/portal/chef/vendors');
    expect(await screen.findByRole('button', { name: 'Rename Sysco' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Vendor' })).toBeTruthy();
    owner.unmount();
    queryClient.clear();

    const { user, router } = await openAs('cook', '/portal/chef/vendors');
    await user.click(await screen.findByRole('gridcell', { name: 'Sysco' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/chef/vendor/Sysco/ingredients'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => router.navigate('/portal/chef/vendors'));
    await screen.findByRole('gridcell', { name: 'Sysco' });
    expect(screen.queryByRole('button', { name: 'Add Vendor' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rename Sysco' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Sysco' })).toBeNull();
  });

  it("ingredients: a cook gets no Add, Delete, order guide or price list, and reads an ingredient's fields", async () => {
    const { user } = await openAs('cook', '/portal/chef/vendor/Sysco/ingredients');
    const card = await screen.findByRole('article', { name: 'All-purpose Flour' });
    expect(within(card).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Ingredients' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Order guide' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import price list' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Open All-purpose Flour' }));
    const dialog = await screen.findByRole('dialog', { name: 'All-purpose Flour' });
    expect(disabled(within(dialog).getByRole('textbox', { name: /^Name/ }))).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Save Ingredient' })).toBeNull();
    // The footer's Close where Save would be (the title's × is the other).
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('recipes: a cook gets no Add or Delete, and opens a recipe read-only, with Print', async () => {
    const { user } = await openAs('cook', '/portal/chef/recipes');
    const card = await screen.findByRole('article', { name: 'Vinaigrette' });
    expect(within(card).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Recipes' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Open Vinaigrette' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vinaigrette' });
    expect(within(dialog).queryByRole('button', { name: 'Save Recipe' })).toBeNull();
    expect(disabled(within(dialog).getByRole('textbox', { name: /^Name/ }))).toBe(true);
    expect(disabled(within(dialog).getByRole('textbox', { name: 'Prep Notes' }))).toBe(true);
    expect(within(dialog).getByRole('link', { name: 'Print' }).getAttribute('href')).toBe(
      '/portal/chef/recipes/print/1',
    );
  });

  it('the account menu: a cook sees the members, not the activity nor the plan', async () => {
    const { user } = await openAs('cook', '/home');
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Members' }).getAttribute('href')).toBe(
      '/portal/kitchen/members',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Activity' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Account' })).toBeNull();
  });
});
