import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fake-api';
import { page } from '../../test/menu-fixtures';
import { renderApp } from '../../test/render-app';
import { setupUser } from '../../test/user-event';
import { isVendorPage } from './kitchen-sections';

describe('kitchen hub and drawer (spec 2)', { timeout: 20_000 }, () => {
  it('shows the cards Vendors, Recipes, Menu Items and Menus', async () => {
    renderApp('/portal/chef', { signedInAs: 'chef@example.com' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kitchen' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const cards = screen.getByRole('list', { name: 'Kitchen sections' });
    expect(
      within(cards)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Vendors', '/portal/chef/vendors'],
      ['Recipes', '/portal/chef/recipes'],
      ['Menu Items', '/portal/chef/menuItems'],
      ['Menus', '/portal/chef/menus'],
    ]);
  });

  it("sets the kitchen's measures: US until a chef chooses metric, saved at once", async () => {
    const saved: unknown[] = [];
    fakeApi({
      'GET /api/kitchen/settings': () =>
        json({
          targetFoodCostPercent: 30,
          guaranteeDaysBefore: 3,
          measurementSystem: 'us',
          versionsToKeep: 50,
          onlyApprovedRecipesOnEvents: false,
          version: 4,
        }),
      'PUT /api/kitchen/settings': (request) => {
        const body = JSON.parse(request.body ?? 'null');
        saved.push(body);
        return json({
          targetFoodCostPercent: 30,
          guaranteeDaysBefore: 3,
          versionsToKeep: 50,
          onlyApprovedRecipesOnEvents: false,
          ...body,
          version: 5,
        });
      },
    });
    renderApp('/portal/chef', { signedInAs: 'chef@example.com' });
    const us = await screen.findByRole('radio', { name: 'US (cups, ounces, pounds)' }, { timeout: 10_000 });
    await waitFor(() => expect((us as HTMLInputElement).checked).toBe(true));
    const metric = screen.getByRole('radio', { name: 'Metric (milliliters, liters, grams, kilograms)' });
    await setupUser().click(metric);
    await waitFor(() => expect((metric as HTMLInputElement).checked).toBe(true));
    // the target is sent back as it was (a PUT carries both settings), from the version read
    expect(saved).toEqual([{ targetFoodCostPercent: 30, measurementSystem: 'metric', version: 4 }]);
  });

  it('keeps versions and lets only approved recipes onto events when a chef says so, saved at once', async () => {
    const saved: unknown[] = [];
    const settings = {
      targetFoodCostPercent: 30,
      guaranteeDaysBefore: 3,
      measurementSystem: 'us',
      versionsToKeep: 50,
      onlyApprovedRecipesOnEvents: false,
      version: 4,
    };
    fakeApi({
      'GET /api/kitchen/settings': () => json(settings),
      'PUT /api/kitchen/settings': (request) => {
        const body = JSON.parse(request.body ?? 'null');
        saved.push(body);
        Object.assign(settings, body, { version: settings.version + 1 });
        return json(settings);
      },
    });
    renderApp('/portal/chef', { signedInAs: 'chef@example.com' });
    const user = setupUser();
    const approved = await screen.findByRole(
      'switch',
      { name: 'Only approved recipes on events' },
      { timeout: 10_000 },
    );
    // The switch is drawn disabled until the settings are read.
    await waitFor(() => expect((approved as HTMLInputElement).disabled).toBe(false));
    await user.click(approved);
    await waitFor(() => expect((approved as HTMLInputElement).checked).toBe(true));
    const kept = screen.getByRole('textbox', { name: 'Versions kept' });
    await waitFor(() => expect((kept as HTMLInputElement).value).toBe('50'));
    await user.clear(kept);
    await user.type(kept, '0');
    expect(screen.getByText('Please keep a whole number of versions between 1 and 500')).toBeTruthy();
    await user.clear(kept);
    await user.type(kept, '20');
    await user.tab();
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved).toEqual([
      // Each save from the version it read: 4, then the 5 the first save answered.
      { targetFoodCostPercent: 30, onlyApprovedRecipesOnEvents: true, version: 4 },
      { targetFoodCostPercent: 30, versionsToKeep: 20, version: 5 },
    ]);
  });

  it('has the drawer with Ingredients (to the vendors list), Recipes, Menu Items, Menus and Production', async () => {
    fakeApi({
      'GET /api/menus': () => json(page([])),
      'GET /api/kitchen/settings': () =>
        json({
          targetFoodCostPercent: 30,
          guaranteeDaysBefore: 3,
          measurementSystem: 'us',
          versionsToKeep: 50,
          onlyApprovedRecipesOnEvents: false,
          version: 4,
        }),
    });
    const { router } = renderApp('/portal/chef', { signedInAs: 'chef@example.com' });
    const drawer = await screen.findByRole('navigation', { name: 'Kitchen' }, { timeout: 10_000 });
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Ingredients', '/portal/chef/vendors'],
      ['Recipes', '/portal/chef/recipes'],
      ['Menu Items', '/portal/chef/menuItems'],
      ['Menus', '/portal/chef/menus'],
      ['Production', '/portal/events/production'],
      ['Inventory', '/portal/chef/inventory'],
    ]);
    await userEvent.click(within(drawer).getByRole('link', { name: 'Menus' }));
    // The Menus screen itself: its title, whatever its list holds (nothing here).
    expect(await screen.findByRole('heading', { level: 1, name: 'Menus' }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/portal/chef/menus');
    expect(
      within(screen.getByRole('navigation', { name: 'Kitchen' }))
        .getByRole('link', { name: 'Menus' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('knows a vendor page, where the drawer hides Ingredients', () => {
    expect(isVendorPage('/portal/chef/vendor/Sysco/ingredients')).toBe(true);
    expect(isVendorPage('/portal/chef/vendor/Sysco/ingredients/dairy-eggs')).toBe(true);
    expect(isVendorPage('/portal/chef/vendors')).toBe(false);
    expect(isVendorPage('/portal/chef')).toBe(false);
  });
});
