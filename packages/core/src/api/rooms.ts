import { z } from 'zod';
import { ZIdParams } from '../schemas/fields.ts';
import { ZRoom, ZRoomRequest } from '../schemas/room.ts';
import { ZDeleteReply } from './bodies.ts';
import { type ApiOperations, bearerOp } from './operation.ts';

/** The kitchen's banquet rooms: events are booked in them. */
export const roomsApi = {
  listRooms: bearerOp('GET', '/api/rooms', { 200: z.array(ZRoom) }),
  getRoom: bearerOp('GET', '/api/rooms/{id}', { 200: ZRoom }, { params: ZIdParams }),
  createRoom: bearerOp('POST', '/api/rooms', { 201: ZRoom }, { access: 'planner', body: ZRoomRequest }),
  updateRoom: bearerOp(
    'PUT',
    '/api/rooms/{id}',
    { 200: ZRoom },
    { access: 'planner', params: ZIdParams, body: ZRoomRequest },
  ),
  deleteRoom: bearerOp(
    'DELETE',
    '/api/rooms/{id}',
    { 200: ZDeleteReply },
    { access: 'planner', params: ZIdParams },
  ),
} satisfies ApiOperations;
