import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Moves a sortable row from the keyboard, as dnd-kit takes it: focus its handle, Space, an arrow per
 * step, Space. Each key waits for dnd-kit to have taken the last one: the handle pressed once picked
 * up; its live region announcing a new place after each arrow ("Draggable item … was moved over
 * droppable area …"; each sortable list has its own region, the others empty). Pressed any faster,
 * on a busy machine an arrow can land before the drag has started, or the drop before the row is over
 * its new place (a modal whose content scrolls smoothly first), and the row goes back where it was.
 */
export async function moveByKeyboard(page: Page, handle: Locator, steps: number): Promise<void> {
  const announcement = page.locator('[id^="DndLiveRegion"]').filter({ hasText: /draggable item/i });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  for (let i = 0; i < Math.abs(steps); i++) {
    const before = (await announcement.textContent()) ?? '';
    await page.keyboard.press(steps < 0 ? 'ArrowUp' : 'ArrowDown');
    await expect(announcement).not.toHaveText(before);
    await expect(announcement).toContainText('was moved over');
  }
  await page.keyboard.press('Space');
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
}
