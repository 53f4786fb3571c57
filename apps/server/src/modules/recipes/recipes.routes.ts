import { deletedReply, RECIPE_IMPORT_MAX_CHARS, RECIPE_MESSAGES, ZRecipeSaveRequest } from '@brigade/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operationRoute } from '../operation-route.ts';
import { UPDATE_DESCRIPTION } from '../update-description.ts';
import { versionRoutes } from '../versions/versions.routes.ts';
import { recipeImportService } from './recipe-import.service.ts';
import { recipeSpreadsheetService } from './recipe-spreadsheet.service.ts';
import { recipesService } from './recipes.service.ts';

/**
 * The import's body: its source at most RECIPE_IMPORT_MAX_CHARS characters, with room for JSON's
 * escapes (quotes, line ends) and multi-byte characters; past it, 413 before the body is read whole.
 */
const RECIPE_IMPORT_BODY_LIMIT = 3 * RECIPE_IMPORT_MAX_CHARS;

/** A recipe spreadsheet's rows: 5,000 rows of eight cells is well under 4 MB of JSON. */
const SPREADSHEET_BODY_LIMIT = 4 * 1024 * 1024;

/** Recipes with sub-recipes (spec 7): list, read (costed, with nutrition), create, update, delete. */
export const recipesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = recipesService({ db: app.db, clock: app.clock });
  const importer = recipeImportService({ db: app.db });
  const spreadsheet = recipeSpreadsheetService({ db: app.db, clock: app.clock });
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
    'importRecipe',
    {
      tags,
      errors: [400, 401, 413],
      summary:
        'Reads a recipe page (schema.org Recipe as JSON-LD or microdata), its JSON-LD, or pasted text into a draft matched to the catalogue; saves nothing',
      // A recipe page is rarely past 1 MB; the source may be 2 million characters, JSON-escaped.
      bodyLimit: RECIPE_IMPORT_BODY_LIMIT,
    },
    (request) => importer.draft(request.user.kitchenId, request.body.source),
  );

  operationRoute(
    app,
    'previewRecipeSpreadsheet',
    {
      tags,
      errors: [400, 401, 403, 413],
      bodyLimit: SPREADSHEET_BODY_LIMIT,
      summary:
        'Groups a spreadsheet’s rows into recipes by name and matches each line to an ingredient or a recipe of the kitchen; every row’s problems; saves nothing',
    },
    (request) => spreadsheet.preview(request.user, request.body),
  );

  operationRoute(
    app,
    'importRecipeSpreadsheet',
    {
      tags,
      errors: [400, 401, 403, 409, 413],
      bodyLimit: SPREADSHEET_BODY_LIMIT,
      summary:
        'Creates the recipes of a spreadsheet in one transaction, each saved as POST /api/recipes saves it; any row not right: 400 with every row’s problems, nothing saved',
    },
    async (request, reply) => reply.code(201).send(await spreadsheet.importRows(request.user, request.body)),
  );

  operationRoute(
    app,
    'undoRecipeSpreadsheetImport',
    {
      tags,
      errors: [400, 401, 403, 409],
      summary:
        'Deletes the recipes an import created, in one transaction; 409 if a recipe or menu item now uses one',
    },
    (request) => spreadsheet.undo(request.user, request.body),
  );

  operationRoute(
    app,
    'deleteRecipe',
    { tags, errors, summary: 'Deletes a recipe; 409 naming the recipes that use it as a sub-recipe' },
    async (request) => deletedReply(await service.remove(request.user, request.params.id)),
  );
};

/** The versions kept of recipes: list, read one, restore one through the save above (modules/versions). */
export const recipeVersionsRoutes = versionRoutes({
  entity: { entityType: 'recipe', notFound: RECIPE_MESSAGES.notFound },
  operations: ['listRecipeVersions', 'getRecipeVersion', 'restoreRecipeVersion'],
  schema: ZRecipeSaveRequest,
  makeSave: (app) => recipesService({ db: app.db, clock: app.clock }).save,
});
