import { describe, expect, it } from 'vitest';
import { DEMO_EVENTS, demoEventBody } from './events.ts';

const wedding = DEMO_EVENTS.find((d) => d.title === 'Harper–Lee Wedding')!;

describe('demo event bodies', () => {
  it('books an event of today at its hour, in its room when the kitchen has it', () => {
    const body = demoEventBody(
      wedding,
      new Map(),
      new Date('2026-11-26T09:30:00Z'),
      undefined,
      new Map([['Grand Ballroom', 4]]),
    );
    expect([body.start, body.end, body.room, body.status]).toEqual([
      '2026-11-26T17:00:00.000Z',
      '2026-11-26T22:00:00.000Z',
      { id: 4 },
      'DEFINITE',
    ]);
  });

  it('moves an event of today whose hours are over to the next full hour (a booking may not end in the past)', () => {
    const body = demoEventBody(wedding, new Map(), new Date('2026-11-26T22:10:00Z'));
    // 17:00–22:00 is over at 22:10: it starts at 23:00 and keeps its 5 hours.
    expect([body.start, body.end, body.room]).toEqual([
      '2026-11-26T23:00:00.000Z',
      '2026-11-27T04:00:00.000Z',
      null,
    ]);
  });
});
