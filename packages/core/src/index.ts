// Allergens: roll-up through the tree, proposals for USDA foods
export * from './allergens/combine.ts';
export * from './allergens/propose.ts';
export * from './allergens/roll-up.ts';
// The HTTP API's contract: every route's operationId, security and reply schemas
export * from './api/bodies.ts';
export * from './api/contract.ts';
export * from './api/idempotency.ts';
export * from './api/operation.ts';
// Billing: the free trial and read-only kitchens
export * from './billing/access.ts';
// Completeness (spec 4) and the save minimum of each entity
export * from './completeness/ingredient.ts';
export * from './completeness/issues.ts';
export * from './completeness/menu.ts';
export * from './completeness/menu-item.ts';
export * from './completeness/recipe.ts';
// Units and conversions
export * from './conversions/convert.ts';
export * from './conversions/disagreements.ts';
export * from './conversions/graph.ts';
export * from './conversions/usda-portions.ts';
// Costing and pricing
export * from './costing/average-food-cost.ts';
export * from './costing/cost-summary.ts';
export * from './costing/event-figures.ts';
export * from './costing/event-figures-of-costs.ts';
export * from './costing/event-food-cost-percent.ts';
export * from './costing/ingredient-cost.ts';
export * from './costing/menu-computed.ts';
export * from './costing/menu-figures.ts';
export * from './costing/menu-item-cost.ts';
export * from './costing/menu-item-status.ts';
export * from './costing/menu-sections.ts';
export * from './costing/missing-conversion.ts';
export * from './costing/pack-price.ts';
export * from './costing/pricing.ts';
export * from './costing/recipe-cost.ts';
export * from './costing/recipe-status.ts';
export * from './costing/trim-yield.ts';
// The demo kitchen's data: the server's demo seeder writes it, the web's mocked API serves it
export * from './demo/catalogue.ts';
export * from './demo/events.ts';
export * from './demo/menus.ts';
export * from './demo/price-history.ts';
export * from './demo/recipes.ts';
// Enumerations (spec 3)
export * from './enums/index.ts';
// Typed errors
export * from './errors/conversion-error.ts';
export * from './errors/recipe-graph-error.ts';
// Events: guarantees, room bookings and the calendar's totals
export * from './events/event-fields.ts';
export * from './events/event-menu-reply.ts';
export * from './events/event-times.ts';
export * from './events/guarantees.ts';
export * from './events/room-bookings.ts';
export * from './events/totals.ts';
// Display formatting
export * from './format/display.ts';
export * from './format/name-key.ts';
export * from './format/round.ts';
export * from './format/spreadsheet-text.ts';
// Graph safety
export * from './graph/recipe-graph.ts';
// Inventory: stock on hand, par levels, usage and variance
export * from './inventory/area-stock.ts';
export * from './inventory/purchase-order.ts';
export * from './inventory/stock.ts';
export * from './inventory/variance.ts';
export * from './inventory/variance-history.ts';
export * from './inventory/variance-report.ts';
// The server's own refusals (ours), answered alike by the mocked API
export * from './messages/accounts.ts';
export * from './messages/catalogue.ts';
export * from './messages/cooling.ts';
export * from './messages/events.ts';
export * from './messages/inventory.ts';
export * from './messages/names-list.ts';
export * from './messages/production.ts';
export * from './messages/purchasing.ts';
export * from './messages/recipes.ts';
export * from './messages/rooms.ts';
export * from './messages/versions.ts';
export * from './messages.ts';
// Plain-data inputs of the math
export * from './model/link-graph.ts';
export type * from './model/recipe-tree.ts';
// Nutrition
export * from './nutrition/food-portion.ts';
export * from './nutrition/menu-item-nutrition.ts';
export * from './nutrition/nutrient-units.ts';
export * from './nutrition/nutrition-facts.ts';
export * from './nutrition/pie.ts';
export * from './nutrition/portion-composition.ts';
export * from './nutrition/recipe-nutrition.ts';
// Prep lists
export * from './preplist/planner.ts';
export * from './preplist/pull-list-cost.ts';
export * from './preplist/readiness.ts';
export * from './preplist/totals.ts';
// The production plan: batches by day and team
export * from './production/cooling.ts';
export * from './production/days.ts';
export * from './production/lead-horizon.ts';
export * from './production/plan.ts';
export * from './production/taps.ts';
// Purchasing
export * from './purchasing/cost-since.ts';
export * from './purchasing/order-guide.ts';
export * from './purchasing/price-list.ts';
// Recipe import: a page's JSON-LD or microdata, or pasted text, read into a draft
export * from './recipe-import/catalogue-match.ts';
export * from './recipe-import/import-draft.ts';
export * from './recipe-import/ingredient-line.ts';
export * from './recipe-import/recipe-source.ts';
// Scaling and kitchen fractions
export * from './scaling/display-quantity.ts';
export * from './scaling/fractions.ts';
export * from './scaling/prep-recipe.ts';
export * from './scaling/scale-note.ts';
export * from './scaling/scale-recipe.ts';
// Zod schemas (request/response pairs) with the spec 5 messages
export * from './schemas/account.ts';
export * from './schemas/activity.ts';
export * from './schemas/allergens.ts';
export * from './schemas/banquet-event.ts';
export * from './schemas/blank.ts';
export * from './schemas/catalogue.ts';
export * from './schemas/conversion.ts';
export * from './schemas/cooling-log.ts';
export * from './schemas/error.ts';
export * from './schemas/feedback.ts';
export * from './schemas/fields.ts';
export * from './schemas/food.ts';
export * from './schemas/form-input.ts';
export * from './schemas/ingredient.ts';
export * from './schemas/ingredient-import.ts';
export * from './schemas/ingredient-nutrient.ts';
export * from './schemas/inventory.ts';
export * from './schemas/kitchen-backup.ts';
export * from './schemas/kitchen-settings.ts';
export * from './schemas/list-filter.ts';
export * from './schemas/menu.ts';
export * from './schemas/menu-item.ts';
export * from './schemas/page.ts';
export * from './schemas/preplist.ts';
export * from './schemas/production-plan.ts';
export * from './schemas/purchasing.ts';
export * from './schemas/recipe.ts';
export * from './schemas/recipe-graph.ts';
export * from './schemas/recipe-import.ts';
export * from './schemas/recipe-spreadsheet.ts';
export * from './schemas/room.ts';
export * from './schemas/sort.ts';
export * from './schemas/subscription.ts';
export * from './schemas/team.ts';
export * from './schemas/third-party-sign-in.ts';
export * from './schemas/vendor.ts';
export * from './schemas/version.ts';
// The brigade: roles and what each may do, the activity's sentences
export * from './team/activity-text.ts';
export * from './team/roles.ts';
export * from './units/best-unit.ts';
export * from './units/cook-measure.ts';
export * from './units/factors.ts';
export * from './units/measurement-system.ts';
export * from './units/portion-name.ts';
export * from './units/yield-units.ts';
export * from './versions/confirmation-changes.ts';
// Versions of recipes, menu items, menus and events: what changed between two saves
export * from './versions/version-changes.ts';
