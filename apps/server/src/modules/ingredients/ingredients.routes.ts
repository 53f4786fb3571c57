import {
  deletedReply,
  ZApiError,
  ZDeleteReply,
  ZIdParams,
  ZIngredient,
  ZIngredientListQuery,
  ZIngredientPage,
  ZIngredientSaveRequest,
} from '@brigade/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPDATE_DESCRIPTION } from '../update-description.ts';
import { ingredientsService } from './ingredients.service.ts';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError };

/** Ingredients (spec 7), scoped to the caller's kitchen. */
export const ingredientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = ingredientsService({ db: app.db, clock: app.clock });
  const tags = ['ingredients'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/ingredients',
    {
      schema: {
        tags,
        security,
        summary:
          'A page of the kitchen’s ingredients by name (300 by default); searchText matches word starts, ' +
          'category takes the label or the slug, vendorId keeps one vendor’s',
        querystring: ZIngredientListQuery,
        response: { 200: ZIngredientPage, ...errors },
      },
    },
    async (request) => service.list(request.user.kitchenId, request.query),
  );

  app.get(
    '/api/ingredients/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One ingredient with its vendor, conversions, nutrients and completeness',
        params: ZIdParams,
        response: { 200: ZIngredient, ...errors },
      },
    },
    async (request) => service.get(request.user.kitchenId, request.params.id),
  );

  app.post(
    '/api/ingredients',
    {
      schema: {
        tags,
        security,
        summary:
          'Saves an ingredient with its conversions and nutrients: without id creates (201), with id updates (200; 409 when a `version` sent is stale)',
        description: `With an id, an update. ${UPDATE_DESCRIPTION}`,
        body: ZIngredientSaveRequest,
        response: { 200: ZIngredient, 201: ZIngredient, ...errors },
      },
    },
    async (request, reply) => {
      const { created, ingredient } = await service.save(request.user, request.body);
      return reply.code(created ? 201 : 200).send(ingredient);
    },
  );

  app.delete(
    '/api/ingredients/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes an ingredient; 409 naming the recipes that still use it',
        params: ZIdParams,
        response: { 200: ZDeleteReply, ...errors },
      },
    },
    async (request) => deletedReply(await service.remove(request.user, request.params.id)),
  );
};
