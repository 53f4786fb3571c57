import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session';
import { renderWithProviders } from '../../test/catalogue-support';
import { setupUser } from '../../test/user-event';
import { RecipeModal } from './RecipeModal';

/** The modal over the mocked API (apps/web/src/mocks: the demo kitchen, computed with core). */
function open(recipeId: number | null) {
  // Any session token is the mocked kitchen's owner.
  setSession('test-token', 'chef@example.com');
  const onSaved = vi.fn();
  const view = renderWithProviders(
    <RecipeModal recipeId={recipeId} initial={{}} onClose={() => {}} onSaved={onSaved} />,
  );
  return { ...view, onSaved, user: setupUser() };
}

const modal = () => screen.getByRole('dialog', { name: /New Recipe|Edit/ });
const field = (label: string) => within(modal()).getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`));
const portionField = () => within(modal()).queryByLabelText('Portion name');

describe('RecipeModal: a counted yield names its portion', { timeout: 60_000 }, () => {
  it('offers a Portion name for Each or Slice only, shows "Yield: 24 cookies", and saves and reloads it', async () => {
    const { user, onSaved, unmount } = open(null);
    await user.type(field('Name'), 'Butter Cookies');
    await user.selectOptions(field('Category'), 'Cookies and Cakes');
    await user.type(field('Yield'), '24');
    expect(portionField()).toBeNull();

    await user.selectOptions(field('Yield Units'), 'Gram');
    expect(portionField()).toBeNull();
    await user.selectOptions(field('Yield Units'), 'Each');
    const portion = await within(modal()).findByLabelText('Portion name');
    expect(portion.getAttribute('placeholder')).toBe('cookie');
    await user.type(portion, 'cookie');
    expect(within(modal()).getByText('Yield: 24 cookies')).toBeTruthy();
    // One is singular; the plural follows the count.
    await user.clear(field('Yield'));
    await user.type(field('Yield'), '1');
    expect(within(modal()).getByText('Yield: 1 cookie')).toBeTruthy();
    await user.clear(field('Yield'));
    await user.type(field('Yield'), '24');

    await user.click(within(modal()).getByRole('button', { name: 'Save Recipe' }));
    await user.click(await screen.findByRole('button', { name: 'Save Progress' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [saved] = onSaved.mock.calls[0];
    expect(saved).toMatchObject({ yieldQuantity: 24, yieldUnits: 'Each', portionName: 'cookie' });
    unmount();

    // Reopened: the field holds the saved name, and switching to a weight drops it from the save.
    const again = open(saved.id);
    await waitFor(() =>
      expect((within(modal()).getByLabelText('Portion name') as HTMLInputElement).value).toBe('cookie'),
    );
    expect(within(modal()).getByText('Yield: 24 cookies')).toBeTruthy();
    await again.user.click(within(modal()).getByRole('button', { name: 'Unlock yield units' }));
    await again.user.selectOptions(field('Yield Units'), 'Pound');
    expect(portionField()).toBeNull();
    await again.user.click(within(modal()).getByRole('button', { name: 'Save Recipe' }));
    await again.user.click(await screen.findByRole('button', { name: 'Save Progress' }));
    await waitFor(() => expect(again.onSaved).toHaveBeenCalled());
    expect(again.onSaved.mock.calls[0][0]).toMatchObject({ yieldUnits: 'Pound', portionName: null });
  });
});
