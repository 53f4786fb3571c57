import { deletedReply } from '@brigade/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operationRoute } from '../operation-route.ts';
import { UPDATE_DESCRIPTION } from '../update-description.ts';
import { recipesService } from './recipes.service.ts';

/** Recipes with sub-recipes (spec 7, issue 6): list, read (costed, with nutrition), create, update, delete. */
export const recipesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = recipesService({ db: app.db, clock: app.clock });
  const tags = ['recipes'];
  const errors = [400, 401, 404, 409];
  app.addHook('onRequest', app.authenticate);

  operationRoute(
    app,
    'listRecipes',
    {
      tags,
      errors: [400, 401],
      summary:
        'A page of the kitchen’s recipes by name; searchText matches word starts; category: label or route',
    },
    (request) => service.list(request.user.kitchenId, request.query),
  );

  operationRoute(
    app,
    'getRecipe',
    {
      tags,
      errors,
      summary: 'One recipe with its lines in order, cost (with uncostable lines), nutrition and completeness',
    },
    (request) => service.get(request.user.kitchenId, request.params.id),
  );

  operationRoute(
    app,
    'getRecipeTree',
    {
      tags,
      errors: [400, 401, 404],
      summary:
        'The recipe with every sub-recipe below it and every ingredient they use (cost, conversions, nutrients, allergens), flat, for live math in the browser',
    },
    (request) => service.tree(request.user.kitchenId, request.params.id),
  );

  operationRoute(
    app,
    'createRecipe',
    { tags, errors, summary: 'Creates a recipe and its lines in one transaction (work in progress allowed)' },
    async (request, reply) => reply.code(201).send(await service.save(request.user, request.body)),
  );

  operationRoute(
    app,
    'updateRecipe',
    {
      tags,
      errors,
      summary: 'Replaces a recipe and its lines (409 when a `version` sent is stale)',
      description: UPDATE_DESCRIPTION,
    },
    (request) => service.save(request.user, request.body, request.params.id),
  );

  operationRoute(
    app,
    'approveRecipe',
    {
      tags,
      errors,
      summary:
        'A chef or the owner approves the recipe as saved (who and when); a saved change makes it a draft again',
    },
    (request) => service.approve(request.user, request.params.id, request.body.version),
  );

  operationRoute(
    app,
    'deleteRecipe',
    { tags, errors, summary: 'Deletes a recipe; 409 naming the recipes that use it as a sub-recipe' },
    async (request) => deletedReply(await service.remove(request.user, request.params.id)),
  );
};
