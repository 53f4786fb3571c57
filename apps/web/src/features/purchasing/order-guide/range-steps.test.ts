import { describe, expect, it } from 'vitest';
import { rangeSteps } from './range-steps';

// Thursday 26 November 2026.
const today = new Date(2026, 10, 26, 14, 0);

describe("the order guide's range buttons", () => {
  it('step a month at a time through months, and bring this month', () => {
    const steps = rangeSteps({ from: '2027-01-01', to: '2027-01-31' }, today);
    expect(steps.previous).toEqual({
      label: 'Previous month',
      range: { from: '2026-12-01', to: '2026-12-31' },
    });
    expect(steps.current).toEqual({ label: 'This month', range: { from: '2026-11-01', to: '2026-11-30' } });
    expect(steps.next).toEqual({ label: 'Next month', range: { from: '2027-02-01', to: '2027-02-28' } });
  });

  it('say week for a week (the calendar week), and bring the week holding today', () => {
    // Sun 29 Nov to Sat 5 Dec; this week is Sun 22 to Sat 28.
    const steps = rangeSteps({ from: '2026-11-29', to: '2026-12-05' }, today);
    expect(steps.previous).toEqual({
      label: 'Previous week',
      range: { from: '2026-11-22', to: '2026-11-28' },
    });
    expect(steps.current).toEqual({ label: 'This week', range: { from: '2026-11-22', to: '2026-11-28' } });
    expect(steps.next).toEqual({ label: 'Next week', range: { from: '2026-12-06', to: '2026-12-12' } });
  });

  it('step a day, or any run of days by its length', () => {
    expect(rangeSteps({ from: '2026-12-03', to: '2026-12-03' }, today).current).toEqual({
      label: 'Today',
      range: { from: '2026-11-26', to: '2026-11-26' },
    });
    // 10 to 19 December: 10 days.
    const steps = rangeSteps({ from: '2026-12-10', to: '2026-12-19' }, today);
    expect(steps.previous).toEqual({
      label: 'Previous 10 days',
      range: { from: '2026-11-30', to: '2026-12-09' },
    });
    expect(steps.current).toEqual({
      label: '10 days from today',
      range: { from: '2026-11-26', to: '2026-12-05' },
    });
    expect(steps.next.range).toEqual({ from: '2026-12-20', to: '2026-12-29' });
  });
});
