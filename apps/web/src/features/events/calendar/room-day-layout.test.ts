import { describe, expect, it } from 'vitest';
import { placeRoomDay, roomColumns } from './room-day-layout';

const props = (roomId: number | null) => ({
  version: 1,
  guestCount: 10,
  location: 'Hall',
  status: 'DEFINITE' as const,
  room: roomId === null ? null : { id: roomId, name: `Room ${roomId}` },
  guaranteeFlag: null,
});
const at = (h: number, m = 0) => new Date(2031, 5, 10, h, m).toISOString();

describe('the room day view', () => {
  it('has a column a room by name, then "No room"', () => {
    expect(
      roomColumns([
        { id: 2, name: 'Library', capacity: 50 },
        { id: 1, name: 'Ballroom', capacity: null },
      ]).map((c) => c.name),
    ).toEqual(['Ballroom', 'Library', 'No room']);
  });

  it('places each event in its room at its time, overlapping ones side by side', () => {
    const columns = roomColumns([{ id: 1, name: 'Ballroom', capacity: 200 }]);
    const placed = placeRoomDay(
      [
        { id: '1', title: 'Wedding', start: at(17), end: at(22), extendedProps: props(1) },
        { id: '2', title: 'Hold', start: at(18), end: at(22), extendedProps: props(1) },
        { id: '3', title: 'Breakfast', start: at(8), end: at(10), extendedProps: props(1) },
        { id: '4', title: 'Picnic', start: at(12), end: at(14), extendedProps: props(null) },
        // A room since deleted: shown under "No room" rather than lost.
        { id: '5', title: 'Moved', start: at(9), end: at(10), extendedProps: props(9) },
        { id: '6', title: 'Before the service day', start: at(1), end: at(2), extendedProps: props(1) },
      ],
      columns,
      new Date(2031, 5, 10, 6),
      new Date(2031, 5, 11, 0),
    );
    // 06:00 is minute 0: 08:00 is 120, 17:00 is 660 (11 h), 18:00 is 720; 5 h = 300 minutes.
    const ballroom = placed.get('room-1')!.timed.map((e) => [e.title, e.top, e.height, e.lane, e.lanes]);
    expect(ballroom).toEqual([
      ['Breakfast', 120, 120, 0, 1],
      ['Wedding', 660, 300, 0, 2],
      ['Hold', 720, 240, 1, 2],
    ]);
    expect(placed.get('no-room')!.timed.map((e) => e.title)).toEqual(['Moved', 'Picnic']);
  });
});
