import { staleMessage } from './names-list.ts';
import { ROOM_MESSAGES } from './rooms.ts';

/** The server's refusals about events, shared with the mocked API. */
export const EVENT_MESSAGES = {
  notFound: 'Event not found',
  stale: staleMessage('event'),
  idOnCreate: 'A new event cannot carry an id: update an existing event with PUT /api/events/{id}.',
  idMismatch: 'The id in the body is not the id of the event in the address.',
  menuItemNotFound: (line: number) => `The menu item of event menu line ${line} was not found.`,
  incompleteMenu: (item: string, menu: string) =>
    `${item} is on the menu ${menu}, which is still a work in progress: only complete menus are offered for events.`,
  changedMeanwhile: 'A menu item of this event was removed from its menu meanwhile. Reload and try again.',
  eventNotFound: (id: number) => `Event ${id} was not found.`,
  feedNotFound: 'This calendar address does not exist (it may have been replaced or revoked).',
  roomNotFound: ROOM_MESSAGES.notFound,
  /** The kitchen's setting "only approved recipes on events" (ours). */
  unapprovedRecipe: (item: string, recipes: string[]) =>
    `${item} uses ${recipes.length === 1 ? 'the recipe' : 'the recipes'} ${recipes.join(', ')}, not approved yet: this kitchen puts only approved recipes on events. Ask a chef to approve ${recipes.length === 1 ? 'it' : 'them'}.`,
  doubleBooked: (room: string, other: { id: number; title: string }) =>
    `${room} is already booked for ${other.title} (event ${other.id}) at that time: two definite events cannot share a room.`,
} as const;

/** What moved on a confirmed event since it was confirmed (ours). */
export const CONFIRMATION_MESSAGES = {
  savedAgain: (name: string, kind: string, then: number, now: number) =>
    `${name} (${kind}) was saved again: version ${then} → ${now}`,
  foodCost: (then: string, now: string) => `Food cost ${then} → ${now}`,
  notDefiniteToConfirm: 'A cancelled event cannot be confirmed: book it again first.',
} as const;
