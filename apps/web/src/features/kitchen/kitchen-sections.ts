/** The kitchen's screens (spec 2): the hub's cards and the drawer's sections point at these. */
export const KITCHEN_PATHS = {
  hub: '/portal/chef',
  vendors: '/portal/chef/vendors',
  recipes: '/portal/chef/recipes',
  menuItems: '/portal/chef/menuItems',
  menus: '/portal/chef/menus',
  production: '/portal/events/production',
  inventory: '/portal/chef/inventory',
} as const;

/**
 * Spec 2 "Kitchen drawer": Ingredients (to the vendors list), Recipes, Menu Items, Menus; and
 * Production, the batches the banquet orders make of those recipes (its screen sits under Events);
 * Inventory, the stock on hand, counts and orders.
 */
export const DRAWER_SECTIONS = [
  { label: 'Ingredients', to: KITCHEN_PATHS.vendors },
  { label: 'Recipes', to: KITCHEN_PATHS.recipes },
  { label: 'Menu Items', to: KITCHEN_PATHS.menuItems },
  { label: 'Menus', to: KITCHEN_PATHS.menus },
  { label: 'Production', to: KITCHEN_PATHS.production },
  { label: 'Inventory', to: KITCHEN_PATHS.inventory },
] as const;

/** Spec 9: the drawer is 300 px wide. */
export const DRAWER_WIDTH = 300;

/** A vendor page: /portal/chef/vendor/{vendorName}/… (the drawer hides Ingredients there). */
export function isVendorPage(pathname: string): boolean {
  return pathname.startsWith('/portal/chef/vendor/');
}
