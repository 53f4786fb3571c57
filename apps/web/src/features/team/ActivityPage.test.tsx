import type { TActivityEntry } from '@brigade/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../app/query-client';
import { fakeApi, json, memberOf, type RecordedRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { setupUser } from '../../test/user-event';

afterEach(() => queryClient.clear());

const entry = (id: number, text: string, at: string): TActivityEntry => ({
  id,
  at,
  actor: 'Ana Lopez',
  entityType: 'ingredient',
  entityId: 7,
  action: 'changed',
  text,
});

/** 26 entries, 25 a page: the second page holds the oldest one. */
function activityPage(request: RecordedRequest) {
  const query = new URL(request.path, 'http://localhost').searchParams;
  const page = Number(query.get('page'));
  const size = Number(query.get('limit'));
  const content =
    page === 0
      ? [
          entry(
            26,
            'Ana Lopez changed the cost of Butter from $4.50 to $4.80 per Pound',
            '2026-11-24T15:05:00.000Z',
          ),
          ...Array.from({ length: 24 }, (_, i) =>
            entry(25 - i, `Ana Lopez created the recipe Sauce ${25 - i}`, '2026-11-23T10:00:00.000Z'),
          ),
        ]
      : [entry(1, 'Ana Lopez created the vendor Sysco', '2026-11-01T08:00:00.000Z')];
  return json({
    content,
    number: page,
    size,
    numberOfElements: content.length,
    totalElements: 26,
    totalPages: 2,
    first: page === 0,
    last: page === 1,
    pageable: { pageNumber: page, pageSize: size },
  });
}

describe('the activity page', { timeout: 30_000 }, () => {
  it('lists who did what, newest first, a page at a time', async () => {
    const server = fakeApi({ ...memberOf('chef'), 'GET /api/kitchen/activity': activityPage });
    renderApp('/portal/kitchen/activity', { signedInAs: 'ana@example.com' });
    const user = setupUser();
    // The first visit loads the screen's code: slow on a busy machine.
    const list = await screen.findByRole('list', { name: 'Activity' }, { timeout: 15_000 });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(25);
    expect(items[0].textContent).toContain(
      'Ana Lopez changed the cost of Butter from $4.50 to $4.80 per Pound',
    );
    expect(items[0].querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-24T15:05:00.000Z');
    const [first] = server.calls('GET', '/api/kitchen/activity');
    expect(new URL(first.path, 'http://localhost').search).toBe('?page=0&limit=25');

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(screen.getByText('Ana Lopez created the vendor Sysco')).toBeTruthy();
    expect(new URL(server.calls('GET', '/api/kitchen/activity')[1].path, 'http://localhost').search).toBe(
      '?page=1&limit=25',
    );
  });

  it("tells a cook it is the chefs' and asks the server nothing", async () => {
    const server = fakeApi({ ...memberOf('cook'), 'GET /api/kitchen/activity': activityPage });
    renderApp('/portal/kitchen/activity', { signedInAs: 'cleo@example.com' });
    expect(await screen.findByText("Only the kitchen's chefs and its owner see its activity.")).toBeTruthy();
    expect(server.calls('GET', '/api/kitchen/activity')).toHaveLength(0);
  });
});
