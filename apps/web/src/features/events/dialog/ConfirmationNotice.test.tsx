import { formatMoney } from '@brigade/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/catalogue-support';
import { fakeApi, json } from '../../../test/fake-api';
import { setupUser } from '../../../test/user-event';
import { harvestGala } from '../event-fixtures';
import { ConfirmationNotice } from './ConfirmationNotice';

/** Confirmed at $55.00; the Caesar Base was saved again since and the menu would cost $75.00 now. */
const CHANGED = harvestGala({
  status: 'DEFINITE',
  confirmation: {
    confirmedAt: '2026-11-20T12:00:00.000Z',
    confirmedBy: 'ana',
    foodCost: 55,
    currentFoodCost: 75,
    changedSinceConfirmed: true,
    changes: ['Caesar Base (recipe) was saved again: version 1 → 2', 'Food cost $55.00 → $75.00'],
  },
});

describe('a confirmed event in the event dialog', { timeout: 30_000 }, () => {
  it('says what changed since it was confirmed and confirms again with the version read', async () => {
    const server = fakeApi({
      [`POST /api/events/${CHANGED.id}/confirm`]: () =>
        json({
          ...CHANGED,
          version: CHANGED.version + 1,
          beoRevision: CHANGED.beoRevision + 1,
          confirmation: { ...CHANGED.confirmation!, foodCost: 75, changedSinceConfirmed: false, changes: [] },
        }),
    });
    const onConfirmed = vi.fn();
    renderWithProviders(
      <ConfirmationNotice event={CHANGED} readOnly={false} dirty={false} onConfirmed={onConfirmed} />,
    );
    expect(screen.getByText('Changed since confirmed')).toBeTruthy();
    expect(screen.getByText('Caesar Base (recipe) was saved again: version 1 → 2')).toBeTruthy();
    expect(screen.getByText(new RegExp(`keep what was agreed \\(\\${formatMoney(55)}\\)`))).toBeTruthy();

    await setupUser().click(screen.getByRole('button', { name: 'Confirm again' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalled());
    const [sent] = server.calls('POST', `/api/events/${CHANGED.id}/confirm`);
    expect(JSON.parse(sent.body ?? '{}')).toEqual({ version: CHANGED.version });
  });

  it('a member who may only read sees the changes without Confirm again; an unchanged one says when', () => {
    const { unmount } = renderWithProviders(
      <ConfirmationNotice event={CHANGED} readOnly dirty={false} onConfirmed={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Confirm again' })).toBeNull();
    unmount();
    const unchanged = {
      ...CHANGED,
      confirmation: { ...CHANGED.confirmation!, changedSinceConfirmed: false, changes: [] },
    };
    renderWithProviders(
      <ConfirmationNotice event={unchanged} readOnly={false} dirty={false} onConfirmed={vi.fn()} />,
    );
    expect(
      screen.getByText(/^Confirmed .* by ana: its recipes and costs are kept as agreed\.$/),
    ).toBeTruthy();
  });
});
