import { staleMessage } from './names-list.ts';

/** The server's refusals about rooms, shared with the mocked API. */
export const ROOM_MESSAGES = {
  notFound: 'Room not found',
  duplicate: (name: string) => `A room named ${name} already exists.`,
  stale: staleMessage('room'),
  inUse: (name: string, events: string[]) =>
    `${name} cannot be deleted: ${events.length === 1 ? 'an event is' : `${events.length} events are`} booked in it (${events.slice(0, 3).join(', ')}${events.length > 3 ? '…' : ''}).`,
  inUseMeanwhile: 'An event was booked in this room meanwhile. Reload and try again.',
} as const;
