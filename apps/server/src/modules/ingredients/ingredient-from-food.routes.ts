import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operationRoute } from '../operation-route.ts';
import { ingredientFromFoodService } from './ingredient-from-food.service.ts';

/** POST /api/ingredients/food (spec 7): copies a USDA food into the caller's catalogue. */
export const ingredientFromFoodRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = ingredientFromFoodService({ db: app.db, clock: app.clock });

  operationRoute(
    app,
    'createIngredientFromFood',
    {
      tags: ['ingredients'],
      onRequest: app.authenticate,
      errors: [400, 401, 404],
      summary:
        'Adds a food of the food database to the catalogue: the catalogue form fields plus food { fdcId }; ' +
        'its household portions become conversions and its nutrients are copied for the serving (201)',
    },
    async (request, reply) => reply.code(201).send(await service.copy(request.user, request.body)),
  );
};
