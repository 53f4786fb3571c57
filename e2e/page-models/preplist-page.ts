import { expect, type Locator, type Page } from '@playwright/test';

/** /portal/events: the banquet calendar, as far as opening an event goes. */
export class EventsCalendarPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto() {
    await this.page.goto('/portal/events');
    // FullCalendar names its Today button after the view ('This Week').
    await expect(this.page.getByRole('button', { name: 'Next Week' })).toBeVisible();
  }

  /** Moves the week view on (the event may fall in next week). */
  async nextWeek() {
    await this.page.getByRole('button', { name: 'Next Week' }).click();
  }

  /**
   * Opens a stored event by clicking it on the calendar; returns its dialog ('Edit {title}', or the
   * title alone for a member who may only read events).
   */
  async open(title: string, { readOnly = false } = {}): Promise<EventDialogModel> {
    // An event is a button named by its time, title and status; one crossing midnight shows twice.
    await this.page
      .getByRole('main')
      .getByRole('button', { name: new RegExp(`${title} ?, `) })
      .first()
      .click();
    const dialog = new EventDialogModel(this.page, readOnly ? title : `Edit ${title}`);
    await expect(dialog.dialog).toBeVisible();
    return dialog;
  }
}

/** The event dialog, its Prep List tab and what View Prep List answers. */
export class EventDialogModel {
  readonly page: Page;
  readonly dialog: Locator;
  readonly viewButton: Locator;

  constructor(page: Page, title: string) {
    this.page = page;
    this.dialog = page.getByRole('dialog', { name: title });
    this.viewButton = this.dialog.getByRole('button', { name: 'View Prep List' });
  }

  async openPreplist() {
    await this.dialog.getByRole('tab', { name: 'Prep List' }).click();
    await expect(this.viewButton).toBeVisible();
  }

  /** A menu item's row of the Prep List tab: its plating style and prep quantity. */
  menuRow(name: string): Locator {
    return this.dialog
      .getByRole('region', { name: 'Event menu' })
      .getByRole('listitem', { name, exact: true });
  }

  prepQuantity(name: string): Locator {
    return this.menuRow(name).getByLabel('Prep Quantity');
  }

  async viewPreplist() {
    await this.viewButton.click();
  }

  /** A prep team's panel (its region, once expanded). */
  team(team: string): Locator {
    return this.dialog.getByRole('region', { name: new RegExp(`^${team} \\d+ items?`) });
  }

  async expandTeam(team: string) {
    const summary = this.dialog.getByRole('button', { name: new RegExp(`^${team} \\d+ items?`) });
    if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
    await expect(this.team(team)).toBeVisible();
  }

  /** The pull list grid, once its panel is expanded. */
  async openPullList(): Promise<Locator> {
    await this.dialog.getByRole('button', { name: /^Pull list/ }).click();
    const grid = this.dialog.getByRole('grid', { name: 'Pull list' });
    await expect(grid).toBeVisible();
    return grid;
  }

  /** The pull list's total, under its grid. */
  get pullListTotal(): Locator {
    return this.dialog.getByRole('group', { name: 'Pull list total' });
  }

  /** Opens a team's station sheet (a saved event's print page, in a new tab). */
  async printTeam(team: string): Promise<Page> {
    const [sheet] = await Promise.all([
      this.page.context().waitForEvent('page'),
      this.team(team)
        .getByRole('link', { name: `Print ${team} prep list` })
        .click(),
    ]);
    await sheet.waitForLoadState();
    return sheet;
  }

  /** Opens the printable BEO in a new tab. */
  async printBeo(): Promise<Page> {
    const [beo] = await Promise.all([
      this.page.context().waitForEvent('page'),
      // Named by its tooltip ('Open the printable BEO'); its text says Print BEO.
      this.dialog.getByRole('link').filter({ hasText: 'Print BEO' }).click(),
    ]);
    await beo.waitForLoadState();
    return beo;
  }
}

/** /portal/events/{id}/preplist/print?team=…: a team's station sheet. */
export class StationSheetPage {
  readonly page: Page;
  readonly sheet: Locator;

  constructor(page: Page, team: string) {
    this.page = page;
    this.sheet = page.getByRole('article', { name: `${team} prep list` });
  }

  recipe(name: string): Locator {
    return this.sheet.getByRole('article', { name, exact: true });
  }
}

/** /portal/events/{id}/beo: the printable banquet event order. */
export class BeoPage {
  readonly page: Page;
  readonly beo: Locator;
  readonly printButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.beo = page.getByRole('article', { name: 'Banquet event order' });
    this.printButton = page.getByRole('button', { name: 'Print' });
  }

  section(name: string): Locator {
    return this.beo.getByRole('region', { name, exact: true });
  }

  /** A block's definition list as 'term: value' lines. */
  async facts(section: string): Promise<string[]> {
    return this.section(section)
      .locator('dt')
      .evaluateAll((terms) => terms.map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`));
  }
}
