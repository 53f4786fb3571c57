import { ZApiError, ZCatalogueRequest, ZIngredient } from '@brigade/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ingredientFromFoodService } from './ingredient-from-food.service.ts';

/** POST /api/ingredients/food (spec 7): copies a USDA food into the caller's catalogue. */
export const ingredientFromFoodRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = ingredientFromFoodService({ db: app.db, clock: app.clock });

  app.post(
    '/api/ingredients/food',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['ingredients'],
        security: [{ bearerAuth: [] }],
        summary:
          'Adds a food of the food database to the catalogue: the catalogue form fields plus food { fdcId }; ' +
          'its household portions become conversions and its nutrients are copied for the serving (201)',
        body: ZCatalogueRequest,
        response: { 201: ZIngredient, 400: ZApiError, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => reply.code(201).send(await service.copy(request.user, request.body)),
  );
};
