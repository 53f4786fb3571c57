import { expect, type Locator, type Page } from '@playwright/test';

/** Station mode (/station/{team}): a team's batches at arm's length, working offline. */
export class StationPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly banner: Locator;
  readonly batches: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1 });
    this.banner = page.getByRole('status').filter({ hasText: /Offline since|Sending/ });
    this.batches = page.getByRole('article');
  }

  async goto(team: string) {
    await this.page.goto(`/station/${encodeURIComponent(team)}`);
    await expect(this.heading).toHaveText(`${team} station`);
  }

  /** Resolves once the app-shell service worker controls the page (it claims the page on activation). */
  async waitForServiceWorker() {
    await this.page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
  }

  batch(name: string): Locator {
    return this.page.getByRole('article', { name });
  }

  doneButton(name: string): Locator {
    return this.batch(name).getByRole('button', { name: `Done: ${name}` });
  }

  dayTab(label: RegExp | string): Locator {
    return this.page.getByRole('tab', { name: label });
  }

  async openCooling(name: string) {
    await this.batch(name)
      .getByRole('button', { name: `Cooling log: ${name}` })
      .click();
    return this.page.getByRole('dialog', { name: `Cooling log: ${name}` });
  }
}
