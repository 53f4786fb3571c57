import {
  deletedReply,
  ZApiError,
  ZDeleteReply,
  ZIdParams,
  ZPage,
  ZVendor,
  ZVendorListQuery,
  ZVendorRequest,
} from '@brigade/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPDATE_DESCRIPTION } from '../update-description.ts';
import { vendorsService } from './vendors.service.ts';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError };

/** Vendors (spec 7 plus the rename and delete a cook needs), scoped to the caller's kitchen. */
export const vendorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = vendorsService({ db: app.db, clock: app.clock });
  const tags = ['vendors'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/vendors',
    {
      schema: {
        tags,
        security,
        summary:
          'The kitchen’s vendors by name, each with its number of ingredients; searchText matches word starts',
        querystring: ZVendorListQuery,
        response: { 200: ZPage(ZVendor), ...errors },
      },
    },
    async (request) => service.list(request.user.kitchenId, request.query),
  );

  app.get(
    '/api/vendors/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One vendor',
        params: ZIdParams,
        response: { 200: ZVendor, ...errors },
      },
    },
    async (request) => service.get(request.user.kitchenId, request.params.id),
  );

  app.post(
    '/api/vendors',
    {
      schema: {
        tags,
        security,
        summary: 'Creates a vendor (name unique in the kitchen, ignoring case)',
        body: ZVendorRequest,
        response: { 201: ZVendor, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.user, request.body)),
  );

  app.put(
    '/api/vendors/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Renames a vendor (409 when a `version` sent is stale)',
        description: UPDATE_DESCRIPTION,
        params: ZIdParams,
        body: ZVendorRequest,
        response: { 200: ZVendor, ...errors },
      },
    },
    async (request) => service.rename(request.user, request.params.id, request.body),
  );

  app.delete(
    '/api/vendors/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a vendor; 409 while ingredients still use it',
        params: ZIdParams,
        response: { 200: ZDeleteReply, ...errors },
      },
    },
    async (request) => deletedReply(await service.remove(request.user, request.params.id)),
  );
};
