import {
  deletedReply,
  ZApiError,
  ZDeleteReply,
  ZIdParams,
  ZPage,
  ZRecipe,
  ZRecipeGraph,
  ZRecipeListItem,
  ZRecipeListQuery,
  ZRecipeSaveRequest,
} from '@brigade/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPDATE_DESCRIPTION } from '../update-description.ts';
import { recipesService } from './recipes.service.ts';

/** Recipes with sub-recipes (spec 7, issue 6): list, read (costed, with nutrition), create, update, delete. */
export const recipesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = recipesService({ db: app.db, clock: app.clock });
  const tags = ['recipes'];
  const security = [{ bearerAuth: [] }];
  const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError };
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/recipes',
    {
      schema: {
        tags,
        security,
        summary:
          'A page of the kitchen’s recipes by name; searchText matches word starts; category: label or route',
        querystring: ZRecipeListQuery,
        response: { 200: ZPage(ZRecipeListItem), 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => service.list(request.user.kitchenId, request.query),
  );

  app.get(
    '/api/recipes/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'One recipe with its lines in order, cost (with uncostable lines), nutrition and completeness',
        params: ZIdParams,
        response: { 200: ZRecipe, ...errors, 409: ZApiError },
      },
    },
    async (request) => service.get(request.user.kitchenId, request.params.id),
  );

  app.get(
    '/api/recipes/:id/tree',
    {
      schema: {
        tags,
        security,
        summary:
          'The recipe with every sub-recipe below it and every ingredient they use (cost, conversions, nutrients, allergens), flat, for live math in the browser',
        params: ZIdParams,
        response: { 200: ZRecipeGraph, ...errors },
      },
    },
    async (request) => service.tree(request.user.kitchenId, request.params.id),
  );

  app.post(
    '/api/recipes',
    {
      schema: {
        tags,
        security,
        summary: 'Creates a recipe and its lines in one transaction (work in progress allowed)',
        body: ZRecipeSaveRequest,
        response: { 201: ZRecipe, ...errors, 409: ZApiError },
      },
    },
    async (request, reply) => reply.code(201).send(await service.save(request.user, request.body)),
  );

  app.put(
    '/api/recipes/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replaces a recipe and its lines (409 when a `version` sent is stale)',
        description: UPDATE_DESCRIPTION,
        params: ZIdParams,
        body: ZRecipeSaveRequest,
        response: { 200: ZRecipe, ...errors, 409: ZApiError },
      },
    },
    async (request) => service.save(request.user, request.body, request.params.id),
  );

  app.delete(
    '/api/recipes/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a recipe; 409 naming the recipes that use it as a sub-recipe',
        params: ZIdParams,
        response: { 200: ZDeleteReply, ...errors, 409: ZApiError },
      },
    },
    async (request) => deletedReply(await service.remove(request.user, request.params.id)),
  );
};
