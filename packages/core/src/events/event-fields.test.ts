import { describe, expect, it } from 'vitest';
import { ZBanquetEventRequest } from '../schemas/banquet-event.ts';
import { eventFieldsOfRequest } from './event-fields.ts';

describe('eventFieldsOfRequest', () => {
  it('keeps what a spec 7 client leaves out as null, and its times as Dates', () => {
    const body = ZBanquetEventRequest.parse({
      title: 'Hartley Wedding',
      start: '2026-12-04T23:30:00.000Z',
      end: '2026-12-05T03:00:00.000Z',
      guestCount: 120,
      location: 'Grand Ballroom',
    });
    expect(eventFieldsOfRequest(body)).toEqual({
      title: 'Hartley Wedding',
      start: new Date('2026-12-04T23:30:00.000Z'),
      end: new Date('2026-12-05T03:00:00.000Z'),
      allDay: false,
      resource: null,
      guestCount: 120,
      location: 'Grand Ballroom',
      guaranteedCount: null,
      clientName: null,
      clientPhone: null,
      notes: null,
      pricePerGuest: null,
      dietaryCounts: [],
      status: 'DEFINITE',
      cancelReason: null,
      roomId: null,
    });
  });

  it('keeps the room by its id and a dietary count without an allergen as null', () => {
    const body = ZBanquetEventRequest.parse({
      title: 'Okafor Engagement Party',
      start: '2026-12-04T23:00:00.000Z',
      end: '2026-12-05T02:00:00.000Z',
      guestCount: 60,
      location: 'Terrace',
      status: 'TENTATIVE',
      room: { id: 7 },
      guaranteedCount: 57,
      pricePerGuest: 65,
      dietaryCounts: [{ label: 'Vegan', count: 4 }],
    });
    const fields = eventFieldsOfRequest(body);
    expect(fields.roomId).toBe(7);
    expect(fields.status).toBe('TENTATIVE');
    expect(fields.guaranteedCount).toBe(57);
    expect(fields.pricePerGuest).toBe(65);
    expect(fields.dietaryCounts).toEqual([{ label: 'Vegan', count: 4, allergen: null }]);
  });
});
