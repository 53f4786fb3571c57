/** The printable BEO's address. */
export function beoPath(eventId: number): string {
  return `/portal/events/${eventId}/beo`;
}
