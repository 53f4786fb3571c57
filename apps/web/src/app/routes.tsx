import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth, requireSessionLoader } from './auth/RequireAuth';
import { RootLayout } from './layout/RootLayout';
import { RouteErrorPage } from './pages/RouteErrorPage';

/**
 * The route table. Every screen is lazy-loaded so / downloads only what sign-in needs.
 *
 * Feature engineers: add your screens to `portalRoutes` (signed-in, shown under the top bar; MUI theme,
 * QueryClient, snackbars and useViewMode() are provided there) with
 *   { path: '/portal/chef/recipes', handle: { title: 'Recipes' },
 *     lazy: page(() => import('../features/recipes/RecipesPage'), (m) => m.RecipesPage) },
 * `handle.title` becomes the document title ("Recipes — Brigade"). Public screens that use MUI or
 * TanStack Query (the payment screens) go in `publicAppRoutes`, which gets the same providers.
 * The account screens in `publicRoutes` use no MUI on purpose: / must stay within 150 KB of JavaScript.
 */

/** Route metadata read by the layout (its own file: the layout imports it without a cycle). */
export type { RouteHandle } from './route-handle';

/** A route's `lazy` for the component `pick` chooses from a dynamically imported module. */
export function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

/** Reachable without a session (spec 2 "Public routes"). */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: page(
      () => import('../features/account/SignInPage'),
      (m) => m.SignInPage,
    ),
  },
  {
    path: '/activated',
    handle: { title: 'Account activated' },
    lazy: page(
      () => import('../features/account/SignInPage'),
      (m) => m.ActivatedPage,
    ),
  },
  {
    path: '/sign-up',
    handle: { title: 'Sign Up' },
    lazy: page(
      () => import('../features/account/SignUpPage'),
      (m) => m.SignUpPage,
    ),
  },
  {
    path: '/activate',
    handle: { title: 'Activate your account' },
    lazy: page(
      () => import('../features/account/ActivatePage'),
      (m) => m.ActivatePage,
    ),
  },
  {
    path: '/forgot-password',
    handle: { title: 'Forgot Your Password' },
    lazy: page(
      () => import('../features/account/ForgotPasswordPage'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: '/account/reset-password',
    handle: { title: 'Reset Your Password' },
    lazy: page(
      () => import('../features/account/ResetPasswordPage'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    // The link of an invitation e-mail: open to someone without an account yet.
    path: '/invitation',
    handle: { title: 'Invitation' },
    lazy: page(
      () => import('../features/team/InvitationPage'),
      (m) => m.InvitationPage,
    ),
  },
];

/** Public screens with the MUI/Query providers but no session and no top bar. Add yours here. */
export const publicAppRoutes: RouteObject[] = [
  {
    // The plan and Next (spec 2 "Payment screens"); billing off says every kitchen is free.
    path: '/products',
    handle: { title: 'Plan' },
    lazy: page(
      () => import('../features/billing/ProductsPage'),
      (m) => m.ProductsPage,
    ),
  },
  {
    // The card form; Stripe.js loads with this screen only.
    path: '/subscribe',
    handle: { title: 'Payment' },
    lazy: page(
      () => import('../features/billing/SubscribePage'),
      (m) => m.SubscribePage,
    ),
  },
];

/**
 * The kitchen's screens (/portal/chef/…), shown beside the kitchen drawer (spec 2). Recipes, menu
 * items and menus: add yours here (menu items and menus show "coming soon" until their issue lands).
 */
export const kitchenRoutes: RouteObject[] = [
  {
    path: '/portal/chef',
    handle: { title: 'Kitchen' },
    lazy: page(
      () => import('../features/kitchen/KitchenPage'),
      (m) => m.KitchenPage,
    ),
  },
  {
    path: '/portal/chef/vendors',
    handle: { title: 'Vendors' },
    lazy: page(
      () => import('../features/vendors/VendorsPage'),
      (m) => m.VendorsPage,
    ),
  },
  {
    path: '/portal/chef/vendor/:vendorName/ingredients/:categorySlug?',
    handle: { title: 'Ingredients' },
    lazy: page(
      () => import('../features/ingredients/IngredientsPage'),
      (m) => m.IngredientsPage,
    ),
  },
  {
    path: '/portal/chef/recipes/:categoryRoute?',
    handle: { title: 'Recipes' },
    lazy: page(
      () => import('../features/recipes/RecipesPage'),
      (m) => m.RecipesPage,
    ),
  },
  {
    path: '/portal/chef/menuItems',
    handle: { title: 'Menu Items' },
    lazy: page(
      () => import('../features/menu-items/MenuItemsPage'),
      (m) => m.MenuItemsPage,
    ),
  },
  {
    path: '/portal/chef/menus',
    handle: { title: 'Menus' },
    lazy: page(
      () => import('../features/menus/MenusPage'),
      (m) => m.MenusPage,
    ),
  },
  {
    // Stock on hand, counts, purchase orders and receiving, variance; ?tab= keeps the tab.
    path: '/portal/chef/inventory',
    handle: { title: 'Inventory' },
    lazy: page(
      () => import('../features/inventory/InventoryPage'),
      (m) => m.InventoryPage,
    ),
  },
];

/** Signed-in screens, rendered under the top bar (spec 2 "Authenticated routes"). Add yours here. */
export const portalRoutes: RouteObject[] = [
  {
    path: '/home',
    handle: { title: 'Home' },
    lazy: page(
      () => import('../features/home/HomePage'),
      (m) => m.HomePage,
    ),
  },
  {
    // A search is /portal/usda?q=…, a food /portal/usda/{fdcId} (Back, reload, links).
    path: '/portal/usda/:fdcId?',
    handle: { title: 'USDA' },
    lazy: page(
      () => import('../features/foods/FoodsPage'),
      (m) => m.FoodsPage,
    ),
  },
  {
    // The kitchen screens share the kitchen drawer (spec 2): add them to `kitchenRoutes` above.
    lazy: page(
      () => import('../features/kitchen/KitchenLayout'),
      (m) => m.KitchenLayout,
    ),
    children: kitchenRoutes,
  },
  {
    // The recipe print view: its own address, without the kitchen drawer (spec 2).
    path: '/portal/chef/recipes/print/:id',
    handle: { title: 'Print recipe' },
    lazy: page(
      () => import('../features/recipes/scaling/RecipePrintPage'),
      (m) => m.RecipePrintPage,
    ),
  },
  {
    // The guest-facing printable menu: its own address, without the kitchen drawer.
    path: '/portal/chef/menus/print/:id',
    handle: { title: 'Print menu' },
    lazy: page(
      () => import('../features/menus/print/MenuPrintPage'),
      (m) => m.MenuPrintPage,
    ),
  },
  {
    // The printable banquet event order of a saved event.
    path: '/portal/events/:id/beo',
    handle: { title: 'Print BEO' },
    lazy: page(
      () => import('../features/events/beo/BeoPrintPage'),
      (m) => m.BeoPrintPage,
    ),
  },
  {
    // A saved event's station sheet for one prep team (?team=…), or every team without.
    path: '/portal/events/:id/preplist/print',
    handle: { title: 'Print prep list' },
    lazy: page(
      () => import('../features/events/preplist/TeamPrintPage'),
      (m) => m.TeamPrintPage,
    ),
  },
  {
    // What the events of some days need, by vendor in whole packs.
    path: '/portal/events/order-guide',
    handle: { title: 'Order Guide' },
    lazy: page(
      () => import('../features/purchasing/OrderGuidePage'),
      (m) => m.OrderGuidePage,
    ),
  },
  {
    // One vendor's order as a sheet to print, without the top bar on paper.
    path: '/portal/events/order-guide/print',
    handle: { title: 'Print order sheet' },
    lazy: page(
      () => import('../features/purchasing/print/OrderSheetPrintPage'),
      (m) => m.OrderSheetPrintPage,
    ),
  },
  {
    // The banquet orders of some days as batches by production day and team.
    path: '/portal/events/production',
    handle: { title: 'Production' },
    lazy: page(
      () => import('../features/production/ProductionPage'),
      (m) => m.ProductionPage,
    ),
  },
  {
    // One team's day sheet: its batches of one production day, to print and tick off.
    path: '/portal/events/production/print',
    handle: { title: 'Print day sheet' },
    lazy: page(
      () => import('../features/production/print/DaySheetPrintPage'),
      (m) => m.DaySheetPrintPage,
    ),
  },
  {
    // One team's container labels of a production day: a 30-up letter sheet or 2 × 1 in thermal labels.
    path: '/portal/events/production/labels',
    handle: { title: 'Print labels' },
    lazy: page(
      () => import('../features/production/labels/LabelsPrintPage'),
      (m) => m.LabelsPrintPage,
    ),
  },
  {
    // The calendar (FullCalendar) loads with this screen only.
    path: '/portal/events',
    handle: { title: 'Events' },
    loader: ({ request }) => {
      // Started at once, beside the page's own code: once the API client has loaded, the events of the
      // days the page opens on. The calendar's code (FullCalendar, 72 KB gzip) is asked for when the page
      // draws, not here: on a slow line it would share the bandwidth the page's first paint needs (the
      // toolbar and its title; Lighthouse's slow-4G tablet run: performance 76 with it here, 85 without).
      void import('../features/events/prefetch-opening-days').then((m) =>
        m.prefetchOpeningDays(new URL(request.url).searchParams),
      );
      return null;
    },
    // Only on arriving: a status filter, a step or another view changes the address, and the page reads
    // its own range from then on.
    shouldRevalidate: () => false,
    lazy: page(
      () => import('../features/events/EventsPage'),
      (m) => m.EventsPage,
    ),
  },
  {
    // The plan, its status and cancelling (spec 2: where a succeeded payment lands).
    path: '/account',
    handle: { title: 'Account' },
    lazy: page(
      () => import('../features/billing/AccountPage'),
      (m) => m.AccountPage,
    ),
  },
  {
    // The kitchen's team: members, roles and invitations.
    path: '/portal/kitchen/members',
    handle: { title: 'Members' },
    lazy: page(
      () => import('../features/team/MembersPage'),
      (m) => m.MembersPage,
    ),
  },
  {
    // Who changed what in the kitchen, newest first (a chef's or the owner's).
    path: '/portal/kitchen/activity',
    handle: { title: 'Activity' },
    lazy: page(
      () => import('../features/team/ActivityPage'),
      (m) => m.ActivityPage,
    ),
  },
  {
    path: '/portal/feedback',
    handle: { title: 'Feedback' },
    lazy: page(
      () => import('../features/feedback/FeedbackPage'),
      (m) => m.FeedbackPage,
    ),
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    // Shown only while the first screen's code loads; the page paints its own background.
    HydrateFallback: () => null,
    children: [
      ...publicRoutes,
      {
        lazy: page(
          () => import('./layout/ProvidersLayout'),
          (m) => m.ProvidersLayout,
        ),
        children: publicAppRoutes,
      },
      {
        loader: requireSessionLoader,
        Component: RequireAuth,
        children: [
          {
            lazy: page(
              () => import('./layout/PortalLayout'),
              (m) => m.PortalLayout,
            ),
            children: portalRoutes,
          },
        ],
      },
      {
        // Station mode (a tablet per team, working offline): no top bar, its own frame.
        loader: requireSessionLoader,
        Component: RequireAuth,
        children: [
          {
            lazy: page(
              () => import('../features/station/StationLayout'),
              (m) => m.StationLayout,
            ),
            children: [
              {
                path: '/station/cooling-log',
                handle: { title: 'Cooling log' },
                lazy: page(
                  () => import('../features/station/CoolingLogPrintPage'),
                  (m) => m.CoolingLogPrintPage,
                ),
              },
              {
                path: '/station/:team?',
                handle: { title: 'Station' },
                lazy: page(
                  () => import('../features/station/StationPage'),
                  (m) => m.StationPage,
                ),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        handle: { title: 'Page not found' },
        lazy: page(
          () => import('./pages/NotFoundPage'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];
