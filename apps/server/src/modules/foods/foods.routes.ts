import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operationRoute } from '../operation-route.ts';
import { foodsService } from './foods.service.ts';

/** The USDA food database (spec 7: GET /api/foods), shared by all kitchens and read-only. */
export const foodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = foodsService(app.db);
  const tags = ['foods'];
  const onRequest = app.authenticate;

  operationRoute(
    app,
    'searchFoods',
    {
      tags,
      onRequest,
      errors: [400, 401],
      summary: 'Searches the food database: every word must match; best matches first; typo-tolerant',
    },
    (request) => service.search(request.query),
  );

  operationRoute(
    app,
    'getFood',
    {
      tags,
      onRequest,
      errors: [400, 401, 404],
      summary: 'One food with its household portions (100 g first) and nutrients per 100 g',
    },
    (request) => service.get(request.params.fdcId),
  );

  operationRoute(
    app,
    'listNutrients',
    {
      tags,
      onRequest,
      errors: [401],
      summary: 'The nutrient pick list: every nutrient with its unit, in USDA order',
    },
    () => service.nutrients(),
  );
};
