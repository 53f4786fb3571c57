import {
  deletedReply,
  ZApiError,
  ZBanquetEvent,
  ZBanquetEventListItem,
  ZBanquetEventPatch,
  ZBanquetEventRequest,
  ZDeleteReply,
  ZEventListQuery,
  ZEventMenuChoices,
  ZIdParams,
  ZPreplistRequest,
  ZPreplistResponse,
} from '@brigade/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPDATE_DESCRIPTION } from '../update-description.ts';
import { eventsService } from './events.service.ts';

/** Banquet events and prep lists (spec 7, issue 14). */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = eventsService({ db: app.db, clock: app.clock });
  const tags = ['events'];
  const security = [{ bearerAuth: [] }];
  const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError };
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/events',
    {
      schema: {
        tags,
        security,
        summary: 'Every event overlapping [startDate, endDate] (ISO-8601), by start: the calendar’s rows',
        querystring: ZEventListQuery,
        response: { 200: z.array(ZBanquetEventListItem), 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => service.list(request.user.kitchenId, request.query),
  );

  app.get(
    '/api/events/menu-choices',
    {
      schema: {
        tags,
        security,
        summary: 'The menu items of every complete menu, as the menu section items an event line points at',
        response: { 200: ZEventMenuChoices, 401: ZApiError },
      },
    },
    async (request) => service.menuChoices(request.user.kitchenId),
  );

  app.get(
    '/api/events/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One event: its BEO fields, menu lines, food cost, allergens and warnings',
        params: ZIdParams,
        response: { 200: ZBanquetEvent, ...errors },
      },
    },
    async (request) => service.get(request.user.kitchenId, request.params.id),
  );

  app.post(
    '/api/events',
    {
      schema: {
        tags,
        security,
        summary: 'Books an event with its menu in one transaction; a new event may not end in the past',
        body: ZBanquetEventRequest,
        response: { 201: ZBanquetEvent, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.save(request.user, request.body)),
  );

  app.put(
    '/api/events/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replaces an event and its menu (409 when a `version` sent is stale)',
        description: UPDATE_DESCRIPTION,
        params: ZIdParams,
        body: ZBanquetEventRequest,
        response: { 200: ZBanquetEvent, ...errors },
      },
    },
    async (request) => service.save(request.user, request.body, request.params.id),
  );

  app.patch(
    '/api/events/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Moves or resizes an event (after a drag): the new start and end',
        params: ZIdParams,
        body: ZBanquetEventPatch,
        response: { 200: ZBanquetEvent, ...errors },
      },
    },
    async (request) => service.patch(request.user, request.params.id, request.body),
  );

  app.delete(
    '/api/events/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes an event and its menu',
        params: ZIdParams,
        response: { 200: ZDeleteReply, ...errors },
      },
    },
    async (request) => deletedReply(await service.remove(request.user, request.params.id)),
  );

  app.post(
    '/api/preplist',
    {
      schema: {
        tags,
        security,
        summary: 'The prep list per team (and the pull list) of an event menu as posted',
        body: ZPreplistRequest,
        response: { 201: ZPreplistResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.preplist(request.user.kitchenId, request.body)),
  );

  app.post(
    '/api/events/:id/preplist',
    {
      schema: {
        tags,
        security,
        summary: 'The prep list per team (and the pull list) of a stored event',
        params: ZIdParams,
        response: { 201: ZPreplistResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.eventPreplist(request.user.kitchenId, request.params.id)),
  );
};
