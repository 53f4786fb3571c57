import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './fixtures/test.ts';

// The first start on the embedded database creates an activated demo account and keeps its
// credentials in DATA_DIR/demo-credentials.txt (and prints them); the README tells newcomers to use it.
test('the demo account created on first start can sign in', async ({ page, signInPage, homePage }) => {
  const credentials = await readFile(join(process.env.E2E_DATA_DIR ?? '', 'demo-credentials.txt'), 'utf8');
  const email = /^email:\s*(\S+)$/m.exec(credentials)?.[1];
  const password = /^password:\s*(\S+)$/m.exec(credentials)?.[1];
  expect(email, credentials).toBeTruthy();
  expect(password, credentials).toBeTruthy();

  await signInPage.goto();
  await signInPage.signIn(email as string, password as string);
  await homePage.expectShown();
  expect(await page.evaluate(() => sessionStorage.getItem('username'))).toBe(email);
});
