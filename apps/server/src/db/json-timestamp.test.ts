import { describe, expect, it } from 'vitest';
import { isoFromJsonTimestamp } from './json-timestamp.ts';

describe('isoFromJsonTimestamp', () => {
  it('gives what new Date(text).toISOString() gives, for every form PostgreSQL writes', () => {
    const cases: [string, string][] = [
      // Microseconds: truncated to milliseconds, as Date truncates them.
      ['2026-11-25T00:11:04.984123+00:00', '2026-11-25T00:11:04.984Z'],
      ['2026-11-25T23:59:59.999999+00:00', '2026-11-25T23:59:59.999Z'],
      // Fewer digits (PostgreSQL drops trailing zeros), and none at all.
      ['2026-11-25T00:11:04.5+00:00', '2026-11-25T00:11:04.500Z'],
      ['2026-11-25T00:11:04.05+00:00', '2026-11-25T00:11:04.050Z'],
      ['2026-11-25T00:11:04+00:00', '2026-11-25T00:11:04.000Z'],
      // A session in another time zone: through Date, same instant in UTC.
      ['2026-11-25T01:11:04.984123+01:00', '2026-11-25T00:11:04.984Z'],
      ['2026-11-24T19:11:04.984-05:00', '2026-11-25T00:11:04.984Z'],
    ];
    for (const [text, iso] of cases) {
      expect(isoFromJsonTimestamp(text), text).toBe(iso);
      expect(new Date(text).toISOString(), text).toBe(iso);
    }
  });
});
