import { formatMoney, type TRecipe, type TVersionListItem, versionChanges } from '@brigade/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/catalogue-support';
import { costUnchanged } from '../../test/cost-since-fixtures';
import { fakeApi, json } from '../../test/fake-api';
import { kitchenReads, VINAIGRETTE } from '../../test/recipe-fixtures';
import { setupUser } from '../../test/user-event';
import { RecipeModal } from './RecipeModal';

/** Version 1 of the Vinaigrette: 2 Tablespoons of vinegar, no salt yet, and it cost $0.80 then. */
const THEN: TRecipe = {
  ...VINAIGRETTE,
  recipeIngredients: VINAIGRETTE.recipeIngredients
    .filter((l) => l.ingredient.name !== 'Kosher Salt')
    .map((l) => (l.ingredient.name === 'Red Wine Vinegar' ? { ...l, yieldQuantity: 2 } : l)),
  cost: { ...VINAIGRETTE.cost, total: 0.8 },
};
/** Now (version 2): the fixture as it is, $1.20. */
const NOW: TRecipe = { ...VINAIGRETTE, version: 2, cost: { ...VINAIGRETTE.cost, total: 1.2 } };

const row = (n: number, changes: TVersionListItem['changes']): TVersionListItem => ({
  n,
  at: `2026-11-2${n}T10:00:00.000Z`,
  by: 'Ana Lopez',
  changes,
});

describe('History (versions) in the recipe modal', { timeout: 30_000 }, () => {
  it('lists the versions, shows how one differs from now, and restores it as a new version', async () => {
    let current = NOW;
    const server = fakeApi({
      ...kitchenReads([NOW]),
      'GET /api/recipes/1': () => json(current),
      'GET /api/recipes/1/cost-since': costUnchanged(1.2),
      'GET /api/recipes/1/versions': () =>
        json([
          row(2, versionChanges('recipe', THEN, NOW)),
          row(1, versionChanges('recipe', undefined, THEN)),
        ]),
      'GET /api/recipes/1/versions/1': () =>
        json({ ...row(1, versionChanges('recipe', undefined, THEN)), content: THEN }),
      'POST /api/recipes/1/versions/1/restore': () => {
        current = { ...THEN, version: 3 };
        return json(current);
      },
    });
    const user = setupUser();
    renderWithProviders(<RecipeModal recipeId={1} onClose={vi.fn()} />);
    const modal = await screen.findByRole('dialog', { name: 'Edit Vinaigrette' });
    expect(await within(modal).findByDisplayValue('Kosher Salt')).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'History' }));

    const history = await screen.findByRole('dialog', { name: 'History' });
    const list = within(history).getByRole('list', { name: 'Versions' });
    await within(list).findByText(/Version 2 \(current\)/);
    expect(
      within(list).getByText(/Ana Lopez: 1 line added, 1 quantity changed, cost \$0\.80 → \$1\.20/),
    ).toBeTruthy();
    expect(within(list).getByText('Ana Lopez: First version kept')).toBeTruthy();

    // The version before (1) is compared with the recipe now: salt was added since, vinegar went 2 → 3.
    const compared = within(history).getByRole('region', { name: 'Compared with now' });
    expect(await within(compared).findByText('+ Kosher Salt')).toBeTruthy();
    expect(within(compared).getByText('Red Wine Vinegar: 2 Tablespoon → 3 Tablespoon')).toBeTruthy();
    expect(within(compared).getByText(`Cost then ${formatMoney(0.8)}, now ${formatMoney(1.2)}`)).toBeTruthy();

    await user.click(within(compared).getByRole('button', { name: 'Restore version 1' }));
    await waitFor(() => expect(server.calls('POST', '/api/recipes/1/versions/1/restore')).toHaveLength(1));
    // The restore carries the version the modal read (a stale one would be a 409).
    expect(JSON.parse(server.calls('POST', '/api/recipes/1/versions/1/restore')[0].body ?? '{}')).toEqual({
      version: 2,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'History' })).toBeNull());
    // The form starts over from the restored recipe: no salt line.
    const restored = await screen.findByRole('dialog', { name: 'Edit Vinaigrette' });
    await waitFor(() => expect(within(restored).queryByDisplayValue('Kosher Salt')).toBeNull());
    expect(within(restored).getByDisplayValue('Olive Oil')).toBeTruthy();
    expect(await screen.findByText('Version 1 restored')).toBeTruthy();
  });
});
