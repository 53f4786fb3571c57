import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp, FormDialog } from './form-dialog.ts';

/** 'November 25, 2026': how FullCalendar names a day's column header. */
export function dayName(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(date);
}

/** '2026-11-25' in local time: the day a calendar cell stands for. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** /portal/events: the banquet calendar (FullCalendar, week view by default). */
export class EventsPage {
  readonly page: Page;
  readonly main: Locator;
  readonly heading: Locator;
  readonly pastBookingDialog: Locator;

  constructor(page: Page) {
    this.page = page;
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.pastBookingDialog = page.getByRole('dialog', { name: 'A booking cannot be created in the past' });
  }

  async goto() {
    await this.page.goto('/portal/events');
    await expect(this.heading).toHaveText('Events');
    await expect(this.main.getByRole('button', { name: 'Next Week' })).toBeVisible();
  }

  /**
   * Shows the week holding `date`, stepping from the week shown: the address's date (a reload keeps
   * it), else this week (Sunday first).
   */
  async showWeekOf(date: Date) {
    const sunday = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate() - d.getDay()).getTime();
    const named = new URL(this.page.url()).searchParams.get('date');
    const shown = named ? new Date(`${named}T12:00`) : new Date();
    const weeks = Math.round((sunday(date) - sunday(shown)) / (7 * 24 * 3600 * 1000));
    for (let i = 0; i < Math.abs(weeks); i++)
      await this.main.getByRole('button', { name: weeks > 0 ? 'Next Week' : 'Previous Week' }).click();
    await expect(this.dayHeader(date)).toBeVisible();
  }

  dayHeader(date: Date): Locator {
    return this.main.getByRole('columnheader', { name: dayName(date) });
  }

  /** The calendar cell of a day in the week view's timed row, or of the month grid. */
  dayCell(date: Date): Locator {
    // FullCalendar marks its day cells with data-date; the cell has no name of its own.
    return this.main.locator(`[role="cell"][data-date="${isoDay(date)}"]`);
  }

  /**
   * An event on the calendar: a button named by its time, title and status, and a guarantee that is
   * due ('6:30 PM Hartley Wedding, Tentative, Guarantee due in 2 days').
   */
  event(title: string): Locator {
    // The status is read after a comma (a screen reader's name may put a space before it).
    return this.main.getByRole('button', { name: new RegExp(`${escapeRegExp(title)} ?, `) });
  }

  /** A half-hour row of the week view's time grid ('18:00'). */
  private slot(time: string): Locator {
    // The time grid's rows carry data-time; they have no accessible name to find them by.
    return this.main.locator(`[data-time="${time}:00"]`).first();
  }

  /**
   * A height inside a half-hour slot ('18:00'), as the grid is scrolled now: `at` 0.25 is in its first
   * quarter hour, 0.75 in its second (the grid snaps to quarter hours).
   */
  private async slotY(time: string, at: number): Promise<number> {
    const box = await this.slot(time).boundingBox();
    if (!box) throw new Error(`No ${time} slot on the calendar`);
    return box.y + box.height * at;
  }

  private async dayX(date: Date): Promise<number> {
    const box = await this.dayHeader(date).boundingBox();
    if (!box) throw new Error(`${dayName(date)} is not on the calendar`);
    return box.x + box.width / 2;
  }

  /** Selects the slots of a day from `from` to the half hour starting at `lastSlot`, with the mouse. */
  async selectSlots(date: Date, from: string, lastSlot: string) {
    // Both ends in view before either is measured: scrolling to the second would move the first
    // (the grid opens scrolled to an hour before now, so where it stands depends on the time of day).
    await this.slot(lastSlot).scrollIntoViewIfNeeded();
    await this.slot(from).scrollIntoViewIfNeeded();
    await expect(this.slot(lastSlot)).toBeInViewport();
    const top = await this.slotY(from, 0.25);
    const bottom = await this.slotY(lastSlot, 0.75);
    const x = await this.dayX(date);
    await this.page.mouse.move(x, top);
    await this.page.mouse.down();
    await this.page.mouse.move(x, (top + bottom) / 2, { steps: 4 });
    await this.page.mouse.move(x, bottom, { steps: 4 });
    await this.page.mouse.up();
  }

  /** Drags an event to the same time on another day of the week shown; resolves with the PATCH reply. */
  async dragEvent(title: string, to: Date) {
    const event = this.event(title).first();
    await event.scrollIntoViewIfNeeded();
    const box = await event.boundingBox();
    if (!box) throw new Error(`${title} is not on the calendar`);
    const y = box.y + Math.min(12, box.height / 2);
    const patched = this.page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && /\/api\/events\/\d+$/.test(new URL(r.url()).pathname),
    );
    await this.page.mouse.move(box.x + box.width / 2, y);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + box.width / 2 + 10, y, { steps: 4 });
    await this.page.mouse.move(await this.dayX(to), y, { steps: 8 });
    await this.page.mouse.up();
    return patched;
  }

  async open(title: string): Promise<EventDialog> {
    await this.event(title).first().click();
    const dialog = new EventDialog(this.page, `Edit ${title}`);
    await expect(dialog.dialog).toBeVisible();
    return dialog;
  }
}

/** The event dialog's Event BEO tab: Event Details, then Menu Details; Save Event. */
export class EventDialog extends FormDialog {
  readonly availableItems: Locator;
  readonly eventMenu: Locator;

  constructor(page: Page, title: string) {
    super(page, title);
    this.availableItems = this.dialog.getByRole('grid', { name: 'Available menu items' });
    this.eventMenu = this.dialog.getByRole('region', { name: 'Event Menu', exact: true });
  }

  button(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  async next() {
    await this.button('Next').click();
    await expect(this.dialog.getByRole('heading', { name: 'Available Menu Items' })).toBeVisible();
  }

  /** Ticks menu items of a menu in the table and adds them to the event menu. */
  async addMenuItems(menu: string, ...names: string[]) {
    for (const name of names)
      await this.availableItems.getByRole('checkbox', { name: `Select ${name} from ${menu}` }).check();
    await this.button('Add to Event Menu').click();
    for (const name of names) await expect(this.menuLine(name)).toBeVisible();
  }

  menuLine(name: string): Locator {
    return this.eventMenu.getByRole('listitem', { name, exact: true });
  }

  async setPlating(name: string, plating: string) {
    await this.menuLine(name).getByRole('combobox', { name: 'Plating' }).click();
    await this.page.getByRole('option', { name: plating, exact: true }).click();
    await expect(this.menuLine(name).getByRole('combobox', { name: 'Plating' })).toHaveText(plating);
  }
}
