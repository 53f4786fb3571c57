import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { activityRoutes } from './activity/activity.routes.ts';
import { billingRoutes } from './billing/billing.routes.ts';
import { calendarFeedRoutes } from './calendar-feed/calendar-feed.routes.ts';
import { eventsRoutes, eventVersionsRoutes } from './events/events.routes.ts';
import { feedbackRoutes } from './feedback/feedback.routes.ts';
import { foodsRoutes } from './foods/foods.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { ingredientFromFoodRoutes } from './ingredients/ingredient-from-food.routes.ts';
import { ingredientsRoutes } from './ingredients/ingredients.routes.ts';
import { inventoryRoutes } from './inventory/inventory.routes.ts';
import { kitchenBackupRoutes } from './kitchen-backup/kitchen-backup.routes.ts';
import { kitchenSettingsRoutes } from './kitchen-settings/kitchen-settings.routes.ts';
import { menuItemsRoutes, menuItemVersionsRoutes } from './menu-items/menu-items.routes.ts';
import { menusRoutes, menuVersionsRoutes } from './menus/menus.routes.ts';
import { oidcRoutes } from './oidc/oidc.routes.ts';
import { productionRoutes } from './production/production.routes.ts';
import { purchaseOrdersRoutes } from './purchasing/purchase-orders.routes.ts';
import { purchasingRoutes } from './purchasing/purchasing.routes.ts';
import { recipesRoutes, recipeVersionsRoutes } from './recipes/recipes.routes.ts';
import { roomsRoutes } from './rooms/rooms.routes.ts';
import { teamRoutes } from './team/team.routes.ts';
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
  menuItemsRoutes,
  menusRoutes,
  kitchenSettingsRoutes,
  kitchenBackupRoutes,
  activityRoutes,
  roomsRoutes,
  eventsRoutes,
  calendarFeedRoutes,
  purchasingRoutes,
  inventoryRoutes,
  purchaseOrdersRoutes,
  productionRoutes,
  billingRoutes,
  oidcRoutes,
  feedbackRoutes,
  teamRoutes,
  recipeVersionsRoutes,
  menuItemVersionsRoutes,
  menuVersionsRoutes,
  eventVersionsRoutes,
];
