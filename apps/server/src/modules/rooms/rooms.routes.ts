import { deletedReply } from '@brigade/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operationRoute } from '../operation-route.ts';
import { roomsService } from './rooms.service.ts';

/** The kitchen's banquet rooms, where events are booked. */
export const roomsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = roomsService({ db: app.db, clock: app.clock });
  const tags = ['rooms'];
  const errors = [400, 401, 404, 409];
  app.addHook('onRequest', app.authenticate);

  operationRoute(
    app,
    'listRooms',
    { tags, errors: [401], summary: 'The kitchen’s rooms by name' },
    (request) => service.list(request.user.kitchenId),
  );
  operationRoute(app, 'getRoom', { tags, errors, summary: 'One room' }, (request) =>
    service.get(request.user.kitchenId, request.params.id),
  );
  operationRoute(
    app,
    'createRoom',
    { tags, errors, summary: 'Creates a room (name unique in the kitchen, ignoring case)' },
    async (request, reply) => reply.code(201).send(await service.create(request.user, request.body)),
  );
  operationRoute(
    app,
    'updateRoom',
    { tags, errors, summary: 'Renames a room or changes its capacity (409 when a `version` sent is stale)' },
    (request) => service.update(request.user, request.params.id, request.body),
  );
  operationRoute(
    app,
    'deleteRoom',
    { tags, errors, summary: 'Deletes a room no event is booked in (409 naming the events)' },
    async (request) => deletedReply(await service.remove(request.user, request.params.id)),
  );
};
