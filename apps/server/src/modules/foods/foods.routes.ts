import {
  ZApiError,
  ZFood,
  ZFoodIdParams,
  ZFoodSearchQuery,
  ZFoodSummary,
  ZNutrientName,
  ZPage,
} from '@brigade/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { foodsService } from './foods.service.ts';

/** The USDA food database (spec 7: GET /api/foods), shared by all kitchens and read-only. */
export const foodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = foodsService(app.db);
  const tags = ['foods'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/api/foods',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Searches the food database: every word must match; best matches first; typo-tolerant',
        querystring: ZFoodSearchQuery,
        response: { 200: ZPage(ZFoodSummary), 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => service.search(request.query),
  );

  app.get(
    '/api/foods/:fdcId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'One food with its household portions (100 g first) and nutrients per 100 g',
        params: ZFoodIdParams,
        response: { 200: ZFood, 400: ZApiError, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) => service.get(request.params.fdcId),
  );

  app.get(
    '/api/nutrients',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The nutrient pick list: every nutrient with its unit, in USDA order',
        response: { 200: z.array(ZNutrientName), 401: ZApiError },
      },
    },
    async () => service.nutrients(),
  );
};
