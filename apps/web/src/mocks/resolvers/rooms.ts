import { ZRoomRequest } from '@brigade/core';
import { type Resolvers, reply } from '../contract-handler';
import { deleteRoom, listRooms, roomOf, saveRoom, toRoom } from '../kitchen/rooms';
import { parse } from '../mock-error';
import { idOf } from './catalogue';

/** The kitchen's banquet rooms (contract: rooms.ts). */
export const roomsResolvers = {
  listRooms: (req) => listRooms(req.by().kitchen),
  getRoom: (req) => toRoom(roomOf(req.by().kitchen, idOf(req))),
  createRoom: async (req) => {
    const by = req.by();
    return reply(201, toRoom(saveRoom(by, parse(ZRoomRequest, await req.json()))));
  },
  updateRoom: async (req) => {
    const [by, id] = [req.by(), idOf(req)];
    return toRoom(saveRoom(by, parse(ZRoomRequest, await req.json()), id));
  },
  deleteRoom: (req) => deleteRoom(req.by(), idOf(req)),
} satisfies Partial<Resolvers>;
