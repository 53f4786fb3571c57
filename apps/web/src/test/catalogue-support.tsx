import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Providers } from '../app/Providers';
import { createQueryClient } from '../app/query-client';

/**
 * Renders a screen part with the signed-in providers (theme, a fresh query cache, snackbars), at an
 * address (`at`, e.g. '/portal/events?view=month') when its page reads one.
 */
export function renderWithProviders(ui: ReactNode, { at }: { at?: string } = {}) {
  const queryClient = createQueryClient();
  const view = render(
    <MemoryRouter initialEntries={at ? [at] : undefined}>
      <Providers queryClient={queryClient}>{ui}</Providers>
    </MemoryRouter>,
  );
  return { ...view, queryClient };
}

/** A saved ingredient as GET/POST /api/ingredients answer it. */
export function ingredientReply(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    name: 'All-purpose Flour',
    category: 'Grains and Pasta',
    cost: 20,
    costAmount: 50,
    costUnits: 'Pound',
    servingSize: null,
    servingUnits: null,
    yieldPercent: 100,
    vendor: { id: 3, name: 'Sysco', ingredientCount: 1 },
    food: null,
    conversions: [],
    conversionWarnings: [],
    ingredientNutrients: [],
    // Never reviewed, as a new ingredient starts.
    allergens: null,
    parLevel: null,
    valid: true,
    errorMessages: [],
    version: 1,
    createdDate: '2026-11-22T10:00:00.000Z',
    lastModifiedDate: '2026-11-22T10:00:00.000Z',
    createdBy: 'chef@example.com',
    modifiedBy: 'chef@example.com',
    ...overrides,
  };
}

/** A vendor as GET /api/vendors answers it. */
export function vendorReply(id: number, name: string, ingredientCount = 0) {
  const date = '2026-11-22T10:00:00.000Z';
  return {
    id,
    name,
    ingredientCount,
    numberOfIngredients: ingredientCount,
    version: 1,
    createdDate: date,
    lastModifiedDate: date,
    createdBy: 'chef@example.com',
    modifiedBy: 'chef@example.com',
  };
}

/** One page holding everything (DESIGN.md §5 shape). */
export function pageOf<T>(content: T[], size = 300) {
  return {
    content,
    number: 0,
    size,
    numberOfElements: content.length,
    totalElements: content.length,
    totalPages: 1,
    first: true,
    last: true,
    pageable: { pageNumber: 0, pageSize: size },
    // Spec 3's fields of an ingredient page (the other lists ignore them).
    currentPage: 0,
    hasNextPage: false,
  };
}
