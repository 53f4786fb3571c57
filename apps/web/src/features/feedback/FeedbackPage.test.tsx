import { FEEDBACK_MESSAGES } from '@brigade/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../app/query-client';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { setupUser } from '../../test/user-event';
import { FEEDBACK_THANKS } from './FeedbackForm';

afterEach(() => queryClient.clear());

const builtIn = { 'GET /api/feedback/config': () => json({ url: null }) };

describe('feedback (spec 2)', () => {
  it('asks for a message before sending, and sends nothing', async () => {
    const server = fakeApi(builtIn);
    const user = setupUser();
    renderApp('/portal/feedback', { signedInAs: 'chef@example.com' });

    await user.click(await screen.findByRole('button', { name: 'Send Feedback' }));

    expect(await screen.findByText(FEEDBACK_MESSAGES.required)).toBeTruthy();
    expect(screen.getByLabelText('Your feedback').getAttribute('aria-invalid')).toBe('true');
    expect(server.calls('POST', '/api/feedback')).toHaveLength(0);
  });

  it('thanks the user only once the server has stored the message', async () => {
    let answer: (response: Response) => void = () => {};
    const server = fakeApi({
      ...builtIn,
      'POST /api/feedback': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const user = setupUser();
    renderApp('/portal/feedback', { signedInAs: 'chef@example.com' });

    await user.type(await screen.findByLabelText('Your feedback'), '  More allergens, please.  ');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));

    await waitFor(() => expect(server.calls('POST', '/api/feedback')).toHaveLength(1));
    expect(screen.queryByText(FEEDBACK_THANKS)).toBeNull();
    // Opened directly, not from the account menu: the page it came from is unknown.
    expect(JSON.parse(server.calls('POST', '/api/feedback')[0].body ?? '')).toEqual({
      message: 'More allergens, please.',
      page: null,
    });

    answer(json({ id: 7, createdAt: '2026-04-01T10:30:00.000Z' }, 201));
    expect((await screen.findByRole('status')).textContent).toBe(FEEDBACK_THANKS);
    await user.click(screen.getByRole('button', { name: 'Send more feedback' }));
    expect((screen.getByLabelText('Your feedback') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the server’s message and keeps the text when it was not stored', async () => {
    fakeApi({
      ...builtIn,
      'POST /api/feedback': () => apiError(503, 'Service Unavailable', 'The database is not answering.'),
    });
    const user = setupUser();
    renderApp('/portal/feedback', { signedInAs: 'chef@example.com' });

    await user.type(await screen.findByLabelText('Your feedback'), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your feedback was not sent. The database is not answering.',
    );
    expect(screen.queryByText(FEEDBACK_THANKS)).toBeNull();
    expect((screen.getByLabelText('Your feedback') as HTMLTextAreaElement).value).toBe('Hello?');
  });

  it('sends the page the account menu was opened on', async () => {
    const server = fakeApi({
      ...builtIn,
      'POST /api/feedback': () => json({ id: 8, createdAt: '2026-04-01T10:31:00.000Z' }, 201),
    });
    const user = setupUser();
    renderApp('/portal/chef?tab=cards', { signedInAs: 'chef@example.com' });

    await user.click(await screen.findByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Feedback' }));
    await user.type(await screen.findByLabelText('Your feedback'), 'The kitchen cards are great.');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));

    await screen.findByText(FEEDBACK_THANKS);
    expect(JSON.parse(server.calls('POST', '/api/feedback')[0].body ?? '')).toEqual({
      message: 'The kitchen cards are great.',
      page: '/portal/chef?tab=cards',
    });
  });

  it('embeds the external form when the server has a FEEDBACK_URL', async () => {
    fakeApi({ 'GET /api/feedback/config': () => json({ url: 'https://forms.example.com/brigade' }) });
    renderApp('/portal/feedback', { signedInAs: 'chef@example.com' });

    const frame = (await screen.findByTitle('Feedback form')) as HTMLIFrameElement;
    expect(frame.src).toBe('https://forms.example.com/brigade');
    expect(screen.getByRole('link', { name: 'Open it in a new tab' }).getAttribute('href')).toBe(
      'https://forms.example.com/brigade',
    );
    expect(screen.queryByRole('button', { name: 'Send Feedback' })).toBeNull();
  });
});
