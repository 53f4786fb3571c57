import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { foodsRoutes } from './foods/foods.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { ingredientFromFoodRoutes } from './ingredients/ingredient-from-food.routes.ts';
import { ingredientsRoutes } from './ingredients/ingredients.routes.ts';
import { recipesRoutes } from './recipes/recipes.routes.ts';
import { vendorsRoutes } from './vendors/vendors.routes.ts';

/**
 * Every feature's routes, registered by buildApp in this order. Routes spell their full path
 * (/api/…). Append one line per feature module.
 */
export const modules: FastifyPluginAsyncZod[] = [
  healthRoutes,
  accountsRoutes,
  foodsRoutes,
  vendorsRoutes,
  ingredientsRoutes,
  ingredientFromFoodRoutes,
  recipesRoutes,
];
