import { describe, expect, it } from 'vitest';
import { toCalendarEvents } from './calendar/calendar-events';
import { apiRangeOf, calendarAllDayRange, formRangeOf } from './event-times';

// Every date here is built in local time, so the tests hold in any time zone.
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe('event times', () => {
  it('shows a timed slot as local dates and times, and sends it back as the same instants', () => {
    const form = formRangeOf(local(2031, 6, 10, 18, 30), local(2031, 6, 10, 22), false);
    expect(form).toEqual({
      startDate: '2031-06-10',
      startTime: '18:30',
      endDate: '2031-06-10',
      endTime: '22:00',
      allDay: false,
    });
    expect(apiRangeOf(form)).toEqual({
      start: local(2031, 6, 10, 18, 30).toISOString(),
      end: local(2031, 6, 10, 22).toISOString(),
    });
    // What the API gets carries an offset (toISOString ends in Z).
    expect(apiRangeOf(form)?.start).toMatch(/Z$/);
  });

  it('shows an all-day slot by its last day, and sends it as midnight to the midnight after', () => {
    // A month-view selection of 10 and 11 June ends at midnight on the 12th (exclusive).
    const form = formRangeOf(local(2031, 6, 10), local(2031, 6, 12), true);
    expect(form).toMatchObject({ startDate: '2031-06-10', endDate: '2031-06-11', allDay: true });
    expect(apiRangeOf(form)).toEqual({
      start: local(2031, 6, 10).toISOString(),
      end: local(2031, 6, 12).toISOString(),
    });
  });

  it('has no range while a date is missing', () => {
    expect(
      apiRangeOf({
        startDate: '',
        startTime: '10:00',
        endDate: '2031-06-10',
        endTime: '11:00',
        allDay: false,
      }),
    ).toBeNull();
    expect(
      apiRangeOf({ startDate: '2031-06-10', startTime: '', endDate: '', endTime: '', allDay: true }),
    ).toBeNull();
  });

  it('draws a stored all-day event over whole days, even when its end falls inside a day', () => {
    expect(calendarAllDayRange(local(2031, 6, 10).toISOString(), local(2031, 6, 11).toISOString())).toEqual({
      start: '2031-06-10',
      end: '2031-06-11',
    });
    // Ends at 23:59 on the 11th: it covers the 11th, so the calendar's exclusive end is the 12th.
    expect(
      calendarAllDayRange(local(2031, 6, 10).toISOString(), local(2031, 6, 11, 23, 59).toISOString()),
    ).toEqual({ start: '2031-06-10', end: '2031-06-12' });
  });

  it('turns list rows into calendar events carrying the version a drag sends back and their status', () => {
    const [event] = toCalendarEvents([
      {
        id: 7,
        version: 3,
        title: 'Harvest Gala',
        start: '2031-06-10T22:00:00.000Z',
        end: '2031-06-11T02:00:00.000Z',
        allDay: false,
        resource: null,
        guestCount: 120,
        location: 'Ballroom',
        createdDate: '2031-01-01T00:00:00.000Z',
        modifiedDate: '2031-01-01T00:00:00.000Z',
        createdBy: null,
        modifiedBy: null,
        numberOfMenuItems: 3,
        status: 'DEFINITE',
        cancelReason: null,
        room: null,
        guaranteedCount: null,
        guaranteeDueDate: null,
        guaranteeDue: false,
        pricePerGuest: 85,
        foodCost: 2040,
      },
    ]);
    expect(event).toEqual({
      id: '7',
      title: 'Harvest Gala',
      allDay: false,
      start: '2031-06-10T22:00:00.000Z',
      end: '2031-06-11T02:00:00.000Z',
      className: 'brigade-status-definite',
      color: '#155e75',
      contrastColor: '#ffffff',
      extendedProps: {
        version: 3,
        guestCount: 120,
        location: 'Ballroom',
        status: 'DEFINITE',
        room: null,
        guaranteeFlag: null,
      },
    });
  });
});
