import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { feedbackMailto } from './FeedbackPage';

describe('feedback (spec 2)', () => {
  it('builds a mailto: with the subject and the message', () => {
    expect(feedbackMailto('team@brigade.test', 'Love it & more', 'chef@example.com')).toBe(
      'mailto:team@brigade.test?subject=Brigade%20feedback&body=Love%20it%20%26%20more%0A%0A%E2%80%94%20chef%40example.com',
    );
  });

  it('asks for a message before sending', async () => {
    const user = userEvent.setup();
    renderApp('/portal/feedback', { signedInAs: 'chef@example.com' });

    await user.click(await screen.findByRole('button', { name: 'Send Feedback' }));

    expect(await screen.findByText('Please enter your feedback')).toBeTruthy();
    expect(screen.getByLabelText('Your feedback').getAttribute('aria-invalid')).toBe('true');
  });
});
