/**
 * Route metadata read by the layout (the document title) and by pages. Its own file: the layout and
 * the pages import it without importing routes.tsx, which imports them.
 */
export type RouteHandle = { title?: string };
