import { deletedReply } from '@brigade/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operationRoute } from '../operation-route.ts';
import { UPDATE_DESCRIPTION } from '../update-description.ts';
import { ingredientImportService } from './ingredient-import.service.ts';
import { ingredientsService } from './ingredients.service.ts';

/** Ingredients (spec 7), scoped to the caller's kitchen. */
export const ingredientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = ingredientsService({ db: app.db, clock: app.clock });
  const importer = ingredientImportService({ db: app.db, clock: app.clock });
  const tags = ['ingredients'];
  const errors = [400, 401, 404, 409];
  app.addHook('onRequest', app.authenticate);

  operationRoute(
    app,
    'listIngredients',
    {
      tags,
      errors,
      summary:
        'A page of the kitchen’s ingredients by name (300 by default); searchText matches word starts, ' +
        'category takes the label or the slug, vendorId keeps one vendor’s',
    },
    (request) => service.list(request.user.kitchenId, request.query),
  );

  operationRoute(
    app,
    'getIngredient',
    { tags, errors, summary: 'One ingredient with its vendor, conversions, nutrients and completeness' },
    (request) => service.get(request.user.kitchenId, request.params.id),
  );

  operationRoute(
    app,
    'saveIngredient',
    {
      tags,
      errors,
      summary:
        'Saves an ingredient with its conversions and nutrients: without id creates (201), with id updates (200; 409 when a `version` sent is stale)',
      description: `With an id, an update. ${UPDATE_DESCRIPTION}`,
    },
    async (request, reply) => {
      const { created, ingredient } = await service.save(request.user, request.body);
      return reply.code(created ? 201 : 200).send(ingredient);
    },
  );

  operationRoute(
    app,
    'deleteIngredient',
    { tags, errors, summary: 'Deletes an ingredient; 409 naming the recipes that still use it' },
    async (request) => deletedReply(await service.remove(request.user, request.params.id)),
  );

  operationRoute(
    app,
    'importIngredients',
    {
      tags,
      errors: [400, 401, 403, 413],
      summary:
        'Creates a spreadsheet’s ingredients (vendor by name, found or created) in one transaction: all rows, or none with every row’s problems',
      // 5,000 rows of six cells is well under 2 MB of JSON.
      bodyLimit: 4 * 1024 * 1024,
    },
    async (request, reply) => reply.code(201).send(await importer.importRows(request.user, request.body)),
  );

  operationRoute(
    app,
    'undoIngredientImport',
    {
      tags,
      errors: [400, 401, 403, 409],
      summary:
        'Removes the ingredients (and the vendors no longer used) an import created; 409 if a recipe uses one',
    },
    (request) => importer.undo(request.user, request.body),
  );
};
