import { describe, expect, it } from 'vitest';
import { bookingInPastIssues, eventFormToRange } from '../events/event-times.ts';
import { MSG } from '../messages.ts';
import { issuesOf } from '../testing/issues.ts';
import { ZBanquetEventForm, ZBanquetEventRequest } from './banquet-event.ts';
import { ZPreplistRequest } from './preplist.ts';

const event = {
  title: 'Wedding',
  start: '2026-12-05T17:00:00Z',
  end: '2026-12-05T23:00:00Z',
  guestCount: 120,
  location: 'Grand Hall',
  banquetEventMenuSectionItems: [
    { menuSectionItem: { id: 4 }, plating: 'plated', prepQuantity: 120, price: 24 },
  ],
};

describe('banquet event schemas', () => {
  it('takes the spec 7 body', () => {
    expect(ZBanquetEventRequest.parse({ ...event, createdBy: 'chef', modifiedDate: 'x' })).toEqual({
      ...event,
      allDay: false,
      clientName: null,
      clientPhone: null,
      notes: null,
      dietaryCounts: [],
      // Spec 7's body has no status: the event is definite.
      status: 'DEFINITE',
      cancelReason: null,
      banquetEventMenuSectionItems: [
        { menuSectionItem: { id: 4 }, plating: 'Plated', prepQuantity: 120, price: 24 },
      ],
    });
  });

  it('needs the reason of a cancelled event, and a status from the pipeline', () => {
    expect(issuesOf(ZBanquetEventRequest, { ...event, status: 'CANCELLED' })).toEqual([
      ['cancelReason', MSG.cancelReasonRequired],
    ]);
    expect(ZBanquetEventRequest.parse({ ...event, status: 'CANCELLED', cancelReason: 'Rain' }).status).toBe(
      'CANCELLED',
    );
    expect(issuesOf(ZBanquetEventRequest, { ...event, status: 'BOOKED' })).toEqual([
      ['status', 'Please choose a status from the list'],
    ]);
  });

  it('requires every event field with the spec texts', () => {
    expect(issuesOf(ZBanquetEventRequest, {})).toEqual([
      ['title', 'Title is required'],
      ['start', 'Start date is required'],
      ['end', 'End date is required'],
      ['guestCount', 'Guest count is required'],
      ['location', 'Location is required'],
    ]);
    expect(issuesOf(ZBanquetEventRequest, { ...event, end: '2026-12-05T16:00:00Z' })).toEqual([
      ['start', 'Start cannot be after end'],
    ]);
  });

  it('refuses a new booking in the past', () => {
    const now = new Date('2026-12-06T00:00:00Z');
    expect(bookingInPastIssues(event, now)).toEqual([
      { path: ['end'], message: 'A booking cannot be created in the past' },
    ]);
    expect(bookingInPastIssues({ ...event, id: 3 }, now)).toEqual([]);
    expect(bookingInPastIssues(event, new Date('2026-12-01T00:00:00Z'))).toEqual([]);
  });

  it('the Event Details form needs dates, times, guests and a location', () => {
    expect(issuesOf(ZBanquetEventForm, {})).toEqual([
      ['title', 'Title is required'],
      ['startDate', 'Start date is required'],
      ['startTime', 'Start time is required'],
      ['endDate', 'End date is required'],
      ['endTime', 'End time is required'],
      ['guestCount', 'Guest count is required'],
      ['location', 'Location is required'],
    ]);
    const form = {
      title: 'W',
      startDate: '2026-12-05',
      startTime: '18:00',
      endDate: '2026-12-05',
      endTime: '17:00',
      guestCount: 10,
      location: 'Hall',
    };
    expect(issuesOf(ZBanquetEventForm, form)).toEqual([['startDate', 'Start cannot be after end']]);
    expect(eventFormToRange({ ...form, endTime: '23:30' })).toEqual({
      start: '2026-12-05T18:00:00',
      end: '2026-12-05T23:30:00',
    });
  });
});

describe('ZPreplistRequest', () => {
  it('needs a prep quantity (0 is fine) and a plating style on every item', () => {
    expect(
      ZPreplistRequest.parse({
        ...event,
        banquetEventMenuSectionItems: [{ menuSectionItem: { id: 4 }, prepQuantity: 0, plating: 'Buffet' }],
      }).banquetEventMenuSectionItems,
    ).toEqual([{ menuSectionItem: { id: 4 }, prepQuantity: 0, plating: 'Buffet' }]);
    expect(
      issuesOf(ZPreplistRequest, { banquetEventMenuSectionItems: [{ menuSectionItem: { id: 4 } }] }),
    ).toEqual([
      ['banquetEventMenuSectionItems.0.prepQuantity', 'Please enter a prep quantity'],
      ['banquetEventMenuSectionItems.0.plating', 'Please choose a plating style'],
    ]);
  });
});
