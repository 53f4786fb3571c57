import { describe, expect, it } from 'vitest';
import { defaultGuaranteeDueDate, guaranteeFlag } from './guarantees.ts';

describe('guarantees', () => {
  it('dates the guarantee the chosen number of days before the event (three by default)', () => {
    expect(defaultGuaranteeDueDate('2026-12-10T18:00:00.000Z')).toBe('2026-12-07');
    expect(defaultGuaranteeDueDate('2026-12-10T18:00:00.000Z', 7)).toBe('2026-12-03');
    expect(defaultGuaranteeDueDate('2026-12-10T18:00:00.000Z', 0)).toBe('2026-12-10');
  });

  describe('guaranteeFlag', () => {
    const now = new Date('2026-11-26T12:00:00.000Z');
    const event = (guaranteeDueDate: string | null, guaranteedCount: number | null = null) => ({
      guaranteedCount,
      guaranteeDueDate,
      end: '2026-12-05T23:00:00.000Z',
    });

    it('counts whole days to the due date', () => {
      expect(guaranteeFlag(event('2026-11-26'), now)).toBe('Guarantee due today');
      expect(guaranteeFlag(event('2026-11-27'), now)).toBe('Guarantee due in 1 day');
      expect(guaranteeFlag(event('2026-11-29'), now)).toBe('Guarantee due in 3 days');
      expect(guaranteeFlag(event('2026-11-25'), now)).toBe('Guarantee overdue');
    });

    it('says nothing further out than three days, once given, once the event is over, or cancelled', () => {
      expect(guaranteeFlag(event('2026-11-30'), now)).toBeNull();
      expect(guaranteeFlag(event('2026-11-27', 120), now)).toBeNull();
      expect(guaranteeFlag({ ...event('2026-11-20'), end: '2026-11-25T23:00:00.000Z' }, now)).toBeNull();
      expect(guaranteeFlag(event(null), now)).toBeNull();
      expect(guaranteeFlag({ ...event('2026-11-25'), status: 'CANCELLED' }, now)).toBeNull();
    });
  });
});
