/** The guest-facing print view of a saved menu. */
export function menuPrintPath(id: number): string {
  return `/portal/chef/menus/print/${id}`;
}
