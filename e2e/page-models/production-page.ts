import { expect, type Locator, type Page } from '@playwright/test';

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });

/** 'Thu, Nov 26': how the board names a production day. */
export function boardDay(date: Date): string {
  return dayFormat.format(date);
}

/** /portal/events/production: the range, team and tentative filters, and the day × team board. */
export class ProductionPage {
  readonly page: Page;
  readonly main: Locator;
  readonly heading: Locator;
  readonly board: Locator;
  readonly days: Locator;
  readonly events: Locator;

  constructor(page: Page) {
    this.page = page;
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.board = this.main.getByRole('region', { name: 'Production days' });
    // Each day is a section named by its heading (a level-2 heading in the board).
    this.days = this.board.locator('> section');
    this.events = this.main.getByRole('list', { name: 'Events covered' });
  }

  async goto(search = '') {
    await this.page.goto(`/portal/events/production${search}`);
    await this.expectShown();
  }

  async expectShown() {
    await expect(this.heading).toHaveText('Production');
    await expect(this.board).toBeVisible();
  }

  /** A production day's column, by its name ('Thu, Nov 26'). */
  day(name: string): Locator {
    return this.board.getByRole('region', { name, exact: true });
  }

  /** One team's group within a day. */
  team(day: string, team: string): Locator {
    return this.day(day).getByRole('region', { name: new RegExp(`^${team} · \\d+ of \\d+ done$`) });
  }

  /** A batch card of a day and team, by its recipe, optionally the one feeding an event. */
  batch(day: string, team: string, recipe: string): Locator {
    return this.team(day, team).getByRole('article', { name: recipe, exact: true });
  }

  doneBox(batch: Locator, recipe: string): Locator {
    return batch.getByRole('checkbox', { name: `Done: ${recipe}` });
  }

  /**
   * Ticks or clears a batch's Done box. The box follows the plan in the query cache, redrawn after the
   * click once the cache tells its readers (not within the click, when `check()` reads it back), so
   * this clicks and then waits for the box to show the new state.
   */
  async setDone(batch: Locator, recipe: string, done: boolean) {
    const box = this.doneBox(batch, recipe);
    await box.click();
    await expect(box).toBeChecked({ checked: done });
  }

  /** Opens a team's day sheet of a day (a new tab, keeping this one's session). */
  async openDaySheet(day: string, team: string): Promise<Page> {
    const [sheet] = await Promise.all([
      this.page.waitForEvent('popup'),
      this.team(day, team)
        .getByRole('link', { name: `Print the ${team} day sheet for ${day}` })
        .click(),
    ]);
    await sheet.waitForLoadState();
    return sheet;
  }
}

/** /portal/events/production/print: one team's day sheet. */
export class DaySheetPage {
  readonly page: Page;
  readonly table: Locator;
  readonly printButton: Locator;

  constructor(page: Page, team: string) {
    this.page = page;
    this.table = page.getByRole('table', { name: new RegExp(`^${team} — `) });
    this.printButton = page.getByRole('button', { name: 'Print' });
  }

  /** A batch's row, by its recipe. */
  row(recipe: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: new RegExp(`^${recipe}`) }) });
  }
}

/** /portal/events/production/labels: a team's container labels of a day. */
export class LabelsPage {
  readonly page: Page;
  readonly labels: Locator;
  readonly layout: Locator;

  constructor(page: Page) {
    this.page = page;
    this.labels = page.getByRole('region', { name: 'Labels', exact: true });
    this.layout = page.getByRole('group', { name: 'Label layout' });
  }

  label(recipe: string): Locator {
    return this.labels.getByRole('region', { name: `Label: ${recipe}` });
  }

  /** Every label's box in CSS pixels (96 to the inch), as printed. */
  async printedBoxes(): Promise<{ x: number; y: number; width: number; height: number }[]> {
    await this.page.emulateMedia({ media: 'print' });
    return this.page.locator('.label').evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y + window.scrollY, width: r.width, height: r.height };
      }),
    );
  }
}
