import { expect, test } from './fixtures/test.ts';
import { FeedbackPage } from './page-models/feedback-page.ts';

/** Feedback (spec 2) with the built-in form: the shared server has no FEEDBACK_URL. */

// Signed in through the API: the sign-in form has specs of its own.
test.beforeEach(async ({ signedIn: _, homePage }) => {
  await homePage.goto();
});

test('sends feedback from the account menu, with the page it came from, and confirms once stored', async ({
  page,
  topBar,
}) => {
  await topBar.openFeedback();
  const feedback = new FeedbackPage(page);
  await feedback.expectShown();

  const stored = page.waitForResponse(
    (response) => response.url().endsWith('/api/feedback') && response.request().method() === 'POST',
  );
  await feedback.send('The prep list saves me an hour a day.');
  const response = await stored;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    message: 'The prep list saves me an hour a day.',
    page: '/home',
  });
  await expect(feedback.confirmation).toHaveText('Thank you! Your feedback was sent to the Brigade team.');
});

test('asks for a message before sending anything', async ({ page, topBar }) => {
  await topBar.openFeedback();
  const feedback = new FeedbackPage(page);
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/feedback') && request.method() === 'POST') sent += 1;
  });
  await feedback.sendButton.click();
  await expect(page.getByText('Please enter your feedback')).toBeVisible();
  await expect(feedback.message).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toBe(0);
});
