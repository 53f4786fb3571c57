import { deletedReply, ROOM_MESSAGES, type TDeleteReply, type TRoom, type TRoomRequest } from '@brigade/core';
import { fieldError, MockError, notFound } from '../mock-error';
import type { MockActor, MockKitchen, MockRoom } from './model';
import { checkSaveTarget } from './save-target';
import { created, nextId, updated } from './store';

/** The kitchen's banquet rooms (the server's rooms service). */

export const toRoom = (room: MockRoom): TRoom => ({
  id: room.id,
  name: room.name,
  capacity: room.capacity,
  version: room.version,
});

export function roomOf(kitchen: MockKitchen, id: number): MockRoom {
  const room = kitchen.rooms.get(id);
  if (!room) throw notFound(ROOM_MESSAGES.notFound);
  return room;
}

export const listRooms = (kitchen: MockKitchen): TRoom[] =>
  [...kitchen.rooms.values()]
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id)
    .map(toRoom);

/** Creates or updates a room, its name unique in the kitchen ignoring case. */
export function saveRoom(by: MockActor, body: TRoomRequest, id?: number): MockRoom {
  const { kitchen } = by;
  const before = checkSaveTarget(body, id, kitchen.rooms, ROOM_MESSAGES);
  const taken = [...kitchen.rooms.values()].some(
    (r) => r.id !== id && r.name.toLowerCase() === body.name.toLowerCase(),
  );
  if (taken) throw fieldError('name', ROOM_MESSAGES.duplicate(body.name));
  const fields = { name: body.name, capacity: body.capacity ?? null };
  const now = new Date();
  if (!before) {
    const room: MockRoom = { id: nextId('room'), ...fields, ...created(by, now) };
    kitchen.rooms.set(room.id, room);
    return room;
  }
  return Object.assign(before, fields, updated(before, by, now));
}

/** Deletes a room no event is booked in (409 naming them). */
export function deleteRoom(by: MockActor, id: number): TDeleteReply {
  const room = roomOf(by.kitchen, id);
  const using = [...by.kitchen.events.values()]
    .filter((e) => e.roomId === id)
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id);
  if (using.length > 0)
    throw new MockError(
      409,
      ROOM_MESSAGES.inUse(
        room.name,
        using.map((e) => e.title),
      ),
    );
  by.kitchen.rooms.delete(id);
  return deletedReply(room.name);
}
