import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ingredientReply, renderWithProviders } from '../../test/catalogue-support';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { setupUser } from '../../test/user-event';
import { IngredientModal } from './IngredientModal';

const STALE =
  'This ingredient was changed by someone else since you opened it. Reload it to see their changes, then make yours again.';

const dialog = () => screen.getByRole('dialog', { name: /^Edit / });
const cost = () => within(dialog()).getByLabelText(/^Cost(\s*\*)?$/) as HTMLInputElement;

describe('IngredientModal: a save from a stale version', () => {
  it('sends the version it read; a 409 shows the server message and Reload Ingredient starts from the saved one', async () => {
    let reads = 0;
    let saves = 0;
    const server = fakeApi({
      'GET /api/nutrients': () => json([]),
      // The first read is what the cook opened; the second is after someone else saved ($24, version 2).
      'GET /api/ingredients/7/prices': () => json([]),
      'GET /api/ingredients/7': () =>
        json(++reads === 1 ? ingredientReply({ version: 1 }) : ingredientReply({ cost: 24, version: 2 })),
      'POST /api/ingredients': () =>
        ++saves === 1
          ? apiError(409, 'Conflict', STALE, [{ field: 'version', message: STALE }])
          : json(ingredientReply({ cost: 26, version: 3 })),
    });
    const onSaved = vi.fn();
    renderWithProviders(
      <IngredientModal
        ingredientId={7}
        defaults={{}}
        vendors={[{ id: 3, name: 'Sysco' }]}
        onClose={vi.fn()}
        onSaved={onSaved}
      />,
    );
    const user = setupUser();
    await screen.findByRole('dialog', { name: 'Edit All-purpose Flour' });
    await user.clear(cost());
    await user.type(cost(), '22');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Ingredient' }));

    const failed = await screen.findByRole('dialog', { name: 'Error: The Ingredient was not saved.' });
    expect(within(failed).getByText(STALE)).toBeTruthy();
    await user.click(within(failed).getByRole('button', { name: 'Reload Ingredient' }));

    // The form starts over from the saved ingredient: its cost, and its version for the next save.
    await waitFor(() => expect(cost().value).toBe('24'));
    await user.clear(cost());
    await user.type(cost(), '26');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Ingredient' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.calls('POST', '/api/ingredients').map((r) => JSON.parse(r.body ?? ''))).toMatchObject([
      { id: 7, version: 1, cost: 22 },
      { id: 7, version: 2, cost: 26 },
    ]);
  });

  it('offers no reload for another failure (a duplicate name)', async () => {
    const message = 'An ingredient named Bread Flour already exists in Grains and Pasta.';
    fakeApi({
      'GET /api/nutrients': () => json([]),
      'GET /api/ingredients/7/prices': () => json([]),
      'GET /api/ingredients/7': () => json(ingredientReply()),
      'POST /api/ingredients': () => apiError(400, 'Bad Request', message, [{ field: 'name', message }]),
    });
    renderWithProviders(
      <IngredientModal
        ingredientId={7}
        defaults={{}}
        vendors={[{ id: 3, name: 'Sysco' }]}
        onClose={vi.fn()}
        onSaved={vi.fn()}
      />,
    );
    const user = setupUser();
    await screen.findByRole('dialog', { name: 'Edit All-purpose Flour' });
    await user.click(within(dialog()).getByRole('button', { name: 'Save Ingredient' }));
    const failed = await screen.findByRole('dialog', { name: 'Error: The Ingredient was not saved.' });
    expect(within(failed).queryByRole('button', { name: 'Reload Ingredient' })).toBeNull();
  });
});
