import type { TEventStatus } from '../enums/event-statuses.ts';

/** An event as the room rules see it. */
export type TRoomBooking = {
  id: number;
  title: string;
  start: string | Date;
  end: string | Date;
  status: TEventStatus;
};

/** Statuses that hold a room: a cancelled event (or one already served) no longer does. */
const HOLDS_ROOM: ReadonlySet<TEventStatus> = new Set(['INQUIRY', 'TENTATIVE', 'DEFINITE']);

/** Two bookings overlap when one starts before the other ends (back-to-back is not an overlap). */
export function bookingsOverlap(
  a: { start: string | Date; end: string | Date },
  b: { start: string | Date; end: string | Date },
) {
  return (
    new Date(a.start).getTime() < new Date(b.end).getTime() &&
    new Date(b.start).getTime() < new Date(a.end).getTime()
  );
}

/**
 * The room rules for an event being saved against the others booked in the same room: a definite
 * event overlapping another definite one is a double booking (`doubleBooked`, refused); any other
 * overlap with an event still holding the room is booked and listed in `conflicts`.
 */
export function roomConflicts(event: TRoomBooking, others: TRoomBooking[]) {
  const overlapping = others.filter(
    (o) => o.id !== event.id && HOLDS_ROOM.has(o.status) && bookingsOverlap(event, o),
  );
  if (!HOLDS_ROOM.has(event.status)) return { doubleBooked: undefined, conflicts: [] };
  const doubleBooked =
    event.status === 'DEFINITE' ? overlapping.find((o) => o.status === 'DEFINITE') : undefined;
  return {
    doubleBooked: doubleBooked && { id: doubleBooked.id, title: doubleBooked.title },
    conflicts: overlapping.map((o) => ({ id: o.id, title: o.title })),
  };
}

/** What a save answers beyond the event: only the flags there are (a read answers the event alone). */
export type TBookingFlags = { conflicts?: { id: number; title: string }[]; warnings?: string[] };

export function bookingFlags(conflicts: { id: number; title: string }[], warnings: string[]): TBookingFlags {
  return {
    ...(conflicts.length > 0 ? { conflicts } : {}),
    ...(warnings.length > 0 ? { warnings } : {}),
  };
}

/** A warning when more guests are booked than the room seats. */
export function capacityWarnings(guestCount: number, room: { name: string; capacity: number | null }) {
  return room.capacity != null && guestCount > room.capacity
    ? [`${guestCount} guests are booked in ${room.name}, which seats ${room.capacity}.`]
    : [];
}
