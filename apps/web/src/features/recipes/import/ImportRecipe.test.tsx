import { RECIPE_IMPORT_MESSAGES } from '@brigade/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../app/query-client';
import { stubListLayout } from '../../../components/item-list/test-layout';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupUser } from '../../../test/user-event';

stubListLayout();
afterEach(() => queryClient.clear());

const SIGNED_IN = { signedInAs: 'chef@example.com' };

/** A recipe page with JSON-LD in an @graph, as a recipe plugin writes it. */
const PAGE = `<html><head><script type="application/ld+json">{"@context":"https://schema.org","@graph":[
{"@type":"WebPage","name":"Sauce"},
{"@type":"Recipe","name":"Quick Tomato Sauce","recipeYield":"Serves 6",
 "recipeIngredient":["1 (28 oz) can whole peeled tomatoes","3 tbsp olive oil","4 cloves garlic, sliced","1 pinch chili flakes"],
 "recipeInstructions":[{"@type":"HowToStep","text":"Warm the oil and garlic."},{"@type":"HowToStep","text":"Add the tomatoes; simmer."}]}
]}</script></head><body></body></html>`;

describe('Import recipe (the mocked demo kitchen)', { timeout: 30_000 }, () => {
  it('reads a pasted page into the recipe modal, matched lines filled and the unmatched one flagged', async () => {
    const server = fakeApi({});
    renderApp('/portal/chef/recipes', SIGNED_IN);
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Import recipe' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Import recipe' });
    await user.click(within(dialog).getByLabelText('Recipe page, JSON-LD or text'));
    await user.paste(PAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Read recipe' }));

    const modal = await screen.findByRole(
      'dialog',
      { name: /Quick Tomato Sauce|New Recipe/ },
      { timeout: 10_000 },
    );
    expect(server.calls('POST', '/api/recipes/import')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Import recipe' })).toBeNull();
    expect((within(modal).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Quick Tomato Sauce');
    // Serves 6: 6 Each.
    expect((within(modal).getByLabelText(/^Yield\s*\*?$/) as HTMLInputElement).value).toBe('6');
    expect((within(modal).getByLabelText(/^Yield Units/) as HTMLSelectElement).value).toBe('Each');

    // Three lines name the demo catalogue; "chili flakes" names nothing.
    const lines = within(within(modal).getByRole('list', { name: 'Recipe ingredients' })).getAllByRole(
      'listitem',
    );
    expect(lines.map((li) => li.getAttribute('aria-label'))).toEqual([
      'Whole Peeled Tomatoes',
      'Extra Virgin Olive Oil',
      'Peeled Garlic',
      'Ingredient line 4',
    ]);
    // 1 can × 28 oz = 28 Ounce; 3 Tablespoon; 4 cloves = 4 Each; 1 Pinch.
    const units = lines.map((li) => (within(li).getByLabelText('Units') as HTMLSelectElement).value);
    expect(units).toEqual(['Ounce', 'Tablespoon', 'Each', 'Pinch']);
    const flagged = within(modal).getByRole('region', { name: 'Imported lines not in your catalogue' });
    expect(flagged.textContent).toContain('1 imported line is not in your catalogue');
    expect(flagged.textContent).toContain('Line 4: 1 pinch chili flakes');
    expect((within(modal).getByLabelText('Prep Notes') as HTMLTextAreaElement).value).toBe(
      '1. Warm the oil and garlic.\n2. Add the tomatoes; simmer.\n\nIngredient notes:\n- garlic: sliced',
    );

    // Its Add button opens the new-ingredient form with the line's name.
    await user.click(within(flagged).getByRole('button', { name: 'Add “chili flakes”' }));
    const added = await screen.findByRole('dialog', { name: 'New Ingredient' });
    await waitFor(() =>
      expect((within(added).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('chili flakes'),
    );
  });

  it('asks before closing a draft unsaved, as any unsaved change', async () => {
    fakeApi({});
    renderApp('/portal/chef/recipes', SIGNED_IN);
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Import recipe' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Import recipe' });
    await user.click(within(dialog).getByLabelText('Recipe page, JSON-LD or text'));
    await user.paste('Toast\nServes 2\n2 slices bread\n1 tbsp butter');
    await user.click(within(dialog).getByRole('button', { name: 'Read recipe' }));
    const modal = await screen.findByRole('dialog', { name: 'New Recipe' }, { timeout: 10_000 });
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    // No category or team yet: the recipe is a work in progress, and the form asks what to do.
    expect(await screen.findByRole('dialog', { name: /^Warning: / })).toBeTruthy();
    // The draft stays open behind the question.
    expect(screen.getByRole('dialog', { name: 'New Recipe', hidden: true })).toBeTruthy();
  });

  it('says why when the page has no recipe, and stays open', async () => {
    fakeApi({});
    renderApp('/portal/chef/recipes', SIGNED_IN);
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Import recipe' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Import recipe' });
    await user.click(within(dialog).getByLabelText('Recipe page, JSON-LD or text'));
    await user.paste('<html><body><p>About us</p></body></html>');
    await user.click(within(dialog).getByRole('button', { name: 'Read recipe' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(RECIPE_IMPORT_MESSAGES.noRecipe);
  });
});
