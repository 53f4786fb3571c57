import { deletedReply, EVENT_MESSAGES, ZBanquetEventRequest } from '@brigade/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operationRoute } from '../operation-route.ts';
import { UPDATE_DESCRIPTION } from '../update-description.ts';
import { versionRoutes } from '../versions/versions.routes.ts';
import { eventsService } from './events.service.ts';

/** Banquet events and prep lists (spec 7). */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = eventsService({ db: app.db, clock: app.clock });
  const tags = ['events'];
  const errors = [400, 401, 404, 409];
  app.addHook('onRequest', app.authenticate);

  operationRoute(
    app,
    'listEvents',
    {
      tags,
      errors: [400, 401],
      summary: 'Every event overlapping [startDate, endDate] (ISO-8601), by start: the calendar’s rows',
    },
    (request) => service.list(request.user.kitchenId, request.query),
  );

  operationRoute(
    app,
    'listEventMenuChoices',
    {
      tags,
      errors: [401],
      summary: 'The menu items of every complete menu, as the menu section items an event line points at',
    },
    (request) => service.menuChoices(request.user.kitchenId),
  );

  operationRoute(
    app,
    'getEvent',
    { tags, errors, summary: 'One event: its BEO fields, menu lines, food cost, allergens and warnings' },
    (request) => service.get(request.user.kitchenId, request.params.id),
  );

  operationRoute(
    app,
    'createEvent',
    {
      tags,
      errors,
      summary: 'Books an event with its menu in one transaction; a new event may not end in the past',
    },
    async (request, reply) => reply.code(201).send(await service.save(request.user, request.body)),
  );

  operationRoute(
    app,
    'updateEvent',
    {
      tags,
      errors,
      summary: 'Replaces an event and its menu (409 when a `version` sent is stale)',
      description: UPDATE_DESCRIPTION,
    },
    (request) => service.save(request.user, request.body, request.params.id),
  );

  operationRoute(
    app,
    'moveEvent',
    { tags, errors, summary: 'Moves or resizes an event (after a drag): the new start and end' },
    (request) => service.patch(request.user, request.params.id, request.body),
  );

  operationRoute(
    app,
    'confirmEvent',
    {
      tags,
      errors,
      summary:
        'Confirms the event (Definite): pins its menu items’ and recipes’ versions and costs for its BEO, prep lists and production; again, takes the new ones (the BEO revision goes up)',
    },
    (request) => service.confirm(request.user, request.params.id, request.body.version),
  );

  operationRoute(
    app,
    'deleteEvent',
    { tags, errors, summary: 'Deletes an event and its menu' },
    async (request) => deletedReply(await service.remove(request.user, request.params.id)),
  );

  operationRoute(
    app,
    'createPreplist',
    { tags, errors, summary: 'The prep list per team (and the pull list) of an event menu as posted' },
    async (request, reply) =>
      reply.code(201).send(await service.preplist(request.user.kitchenId, request.body)),
  );

  operationRoute(
    app,
    'createEventPreplist',
    { tags, errors, summary: 'The prep list per team (and the pull list) of a stored event' },
    async (request, reply) =>
      reply.code(201).send(await service.eventPreplist(request.user.kitchenId, request.params.id)),
  );
};

/** The versions kept of events: list, read one, restore one through the save above (modules/versions). */
export const eventVersionsRoutes = versionRoutes({
  entity: { entityType: 'event', notFound: EVENT_MESSAGES.notFound },
  operations: ['listEventVersions', 'getEventVersion', 'restoreEventVersion'],
  schema: ZBanquetEventRequest,
  makeSave: (app) => eventsService({ db: app.db, clock: app.clock }).save,
});
