import { describe, expect, it } from 'vitest';
import { shownStatuses, withShownStatuses } from './event-status';

describe('the statuses the calendar shows', () => {
  it('are all of them without a status in the address, else the ones it names', () => {
    expect(shownStatuses(new URLSearchParams())).toEqual([
      'INQUIRY',
      'TENTATIVE',
      'DEFINITE',
      'COMPLETED',
      'CANCELLED',
    ]);
    expect(shownStatuses(new URLSearchParams('status=definite,tentative,bogus'))).toEqual([
      'TENTATIVE',
      'DEFINITE',
    ]);
  });

  it('are written in the pipeline’s order, and dropped from the address when all are shown', () => {
    const next = withShownStatuses(new URLSearchParams('view=week'), ['DEFINITE', 'TENTATIVE']);
    expect(next.toString()).toBe('view=week&status=tentative%2Cdefinite');
    expect(shownStatuses(next)).toEqual(['TENTATIVE', 'DEFINITE']);
    expect(
      withShownStatuses(next, ['INQUIRY', 'TENTATIVE', 'DEFINITE', 'COMPLETED', 'CANCELLED']).toString(),
    ).toBe('view=week');
  });
});
