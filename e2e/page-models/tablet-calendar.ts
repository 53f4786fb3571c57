import { type CDPSession, expect, type Locator, type Page } from '@playwright/test';
import { EventsPage, isoDay } from './events-page.ts';

/**
 * The events calendar as a planner's finger uses it (a Chromium context with hasTouch): taps,
 * long-presses and drags sent as touch events through the DevTools protocol (Playwright has tap(),
 * not a held finger).
 */
export class TabletCalendar extends EventsPage {
  private cdp: CDPSession | null = null;
  readonly snackbar: Locator;

  constructor(page: Page) {
    super(page);
    this.snackbar = page.getByRole('alert');
  }

  private async touch(type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) {
    this.cdp ??= await this.page.context().newCDPSession(this.page);
    await this.cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y: Math.round(y) }],
    });
  }

  /** Whether the whole of an element is inside the area that scrolls the time grid. */
  async whollyInSight(target: Locator): Promise<boolean> {
    return target.evaluate((el) => {
      let scroller = el.parentElement;
      while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowY))
        scroller = scroller.parentElement;
      if (!scroller) return false;
      const view = scroller.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return box.top >= view.top - 1 && box.bottom <= view.bottom + 1;
    });
  }

  private async centre(target: Locator) {
    const box = await target.boundingBox();
    if (!box) throw new Error('not on screen');
    return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 20) };
  }

  /** Holds a finger on an event until the calendar selects it (longer than any long-press delay), then lifts it. */
  async longPress(title: string) {
    const { x, y } = await this.centre(this.event(title).first());
    await this.touch('touchStart', x, y);
    await this.page.waitForTimeout(1100);
    await this.touch('touchEnd');
  }

  /**
   * A long-press on an event, then a drag of it onto another day's all-day cell (a day, not a time);
   * resolves with the PATCH reply.
   */
  async dragToDay(title: string, day: Date) {
    const from = await this.centre(this.event(title).first());
    // The first cell of a day in the week view is its all-day cell.
    const to = await this.centre(this.main.locator(`[role="cell"][data-date="${isoDay(day)}"]`).first());
    const patched = this.page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && /\/api\/events\/\d+$/.test(new URL(r.url()).pathname),
    );
    await this.touch('touchStart', from.x, from.y);
    // Held well past the calendar's 400 ms long-press delay: on a loaded machine its timer fires late,
    // and a finger that moves first scrolls the grid instead of dragging the event.
    await this.page.waitForTimeout(1100);
    for (let step = 1; step <= 12; step++)
      await this.touch(
        'touchMove',
        from.x + ((to.x - from.x) * step) / 12,
        from.y + ((to.y - from.y) * step) / 12,
      );
    await this.touch('touchEnd');
    return patched;
  }

  async showMonth() {
    await this.main.getByRole('tab', { name: 'Month' }).click();
    await expect(this.main.getByRole('tab', { name: 'Month', selected: true })).toBeVisible();
  }

  /** How far (px) the shown grid's last day reaches below the calendar's own box (≤ 0: inside it). */
  async overflowBelowBox(): Promise<number> {
    const box = await this.main.locator('[data-measured]').boundingBox();
    const days = this.main.locator('[role="cell"][data-date]');
    const last = await days.nth((await days.count()) - 1).boundingBox();
    if (!box || !last) throw new Error('the calendar or its days are not shown');
    return last.y + last.height - (box.y + box.height);
  }
}
