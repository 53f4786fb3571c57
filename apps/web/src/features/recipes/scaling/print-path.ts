import type { ScaleTarget } from './ScalePopover';

/** The print view's own address: /portal/chef/recipes/print/{id}?yield=…&units=… (scaled when given). */
export function printPath(id: number, target: ScaleTarget | null): string {
  const query = new URLSearchParams();
  if (target && target.quantity.trim() !== '') query.set('yield', target.quantity.trim());
  if (target?.units) query.set('units', target.units);
  const search = query.toString();
  return `/portal/chef/recipes/print/${id}${search ? `?${search}` : ''}`;
}
