import { describe, expect, it } from 'vitest';
import { checkOffOfTaps } from './taps.ts';

const at = (hhmm: string) => `2026-12-05T${hhmm}:00.000Z`;

describe('a batch check-off from its taps, in any order', () => {
  it('is done, marked by the earlier, when two tablets check it', () => {
    const taps = [
      { done: true, by: 'Ben', at: at('10:05') },
      { done: true, by: 'Ana', at: at('10:00') },
    ];
    expect(checkOffOfTaps(taps)).toEqual({ by: 'Ana', at: at('10:00') });
    expect(checkOffOfTaps([...taps].reverse())).toEqual({ by: 'Ana', at: at('10:00') });
  });

  it('lets the latest tap decide: a check queued offline at 10:00 does not undo an un-check at 10:06', () => {
    const taps = [
      { done: true, by: 'Ben', at: at('10:05') },
      { done: false, by: 'Ben', at: at('10:06') },
      // Arrives last, from a tablet that was offline: tapped before the un-check.
      { done: true, by: 'Ana', at: at('10:00') },
    ];
    expect(checkOffOfTaps(taps)).toBeNull();
  });

  it('marks by the first check after the last un-check', () => {
    const taps = [
      { done: true, by: 'Ana', at: at('09:00') },
      { done: false, by: 'Ana', at: at('09:30') },
      { done: true, by: 'Ben', at: at('10:00') },
      { done: true, by: 'Cy', at: at('10:10') },
    ];
    expect(checkOffOfTaps(taps)).toEqual({ by: 'Ben', at: at('10:00') });
  });

  it('lets the later to arrive decide between taps of the very same time', () => {
    const check = { done: true, by: 'Ana', at: at('10:00') };
    const uncheck = { done: false, by: 'Ben', at: at('10:00') };
    expect(checkOffOfTaps([check, uncheck])).toBeNull();
    expect(checkOffOfTaps([uncheck, check])).toEqual({ by: 'Ana', at: at('10:00') });
    expect(checkOffOfTaps([])).toBeNull();
  });
});
