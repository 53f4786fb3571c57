import { expect, type Locator } from '@playwright/test';

/** Closes an outcome dialog (a modal <dialog> with one button, "OK") and waits until it is gone. */
export async function closeNoticeDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole('button').first().click();
  await expect(dialog).toBeHidden();
}
