import {
  INGREDIENT_CATEGORIES,
  INGREDIENT_FILTER_FIELDS,
  ingredientCategoryFromSlug,
  type TIngredient,
  type TIngredientListItem,
  type TVendor,
} from '@brigade/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import {
  CategoryLinks,
  type Crumb,
  ItemList,
  ItemListHeader,
  useItemListScreen,
} from '../../components/item-list';
import { errorMessage } from '../../lib/api';
import { useCan } from '../../lib/use-can';
import { vendorOptionsQuery } from '../../lib/vendor-options';
import { ImportIngredientsAction } from '../ingredient-import/ImportIngredientsAction';
import { VendorPurchasingActions } from '../purchasing/VendorPurchasingActions';
import { useVendorFromRoute, vendorIngredientsPath } from '../vendors/use-vendor-from-route';
import { deleteIngredient, fetchIngredientsPage, type IngredientListFilter, ingredientKeys } from './api';
import { IngredientModal } from './IngredientModal';
import { forgetDeletedIngredient, showSavedIngredient } from './ingredient-cache';
import { describeIngredient, INGREDIENT_COLUMNS } from './ingredient-columns';
import { readIngredientListState, writeIngredientListState } from './list-state';

/**
 * /portal/chef/vendor/{vendorName}/ingredients[/{category-slug}] (spec 2): the vendor's ingredients,
 * all or of one category. Works when opened directly or reloaded: the vendor is found by name.
 */
export function IngredientsPage() {
  const { vendorName = '', categorySlug } = useParams();
  const vendor = useVendorFromRoute(vendorName);
  const category = categorySlug ? ingredientCategoryFromSlug(categorySlug) : undefined;

  if (categorySlug && !category)
    return <NotFound text={`There is no ingredient category "${categorySlug}".`} vendorName={vendorName} />;
  if (vendor.status === 'loading')
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading the vendor" />
      </Box>
    );
  if (vendor.status === 'error') return <Alert severity="error">{errorMessage(vendor.error)}</Alert>;
  if (vendor.status === 'missing')
    return <NotFound text={`There is no vendor named ${vendorName}.`} vendorName={null} />;
  // Keyed by vendor: another vendor starts from its own stored search.
  return <VendorIngredients key={vendor.vendor.id} vendor={vendor.vendor} category={category} />;
}

function NotFound({ text, vendorName }: { text: string; vendorName: string | null }) {
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Not found
      </Typography>
      <Typography sx={{ mb: 3 }}>{text}</Typography>
      <Button
        variant="outlined"
        component={RouterLink}
        to={vendorName ? vendorIngredientsPath(vendorName) : '/portal/chef/vendors'}
      >
        {vendorName ? `All ${vendorName} ingredients` : 'Back to vendors'}
      </Button>
    </Box>
  );
}

function VendorIngredients({ vendor, category }: { vendor: TVendor; category: string | undefined }) {
  // Each vendor keeps the search last typed for it, and its table's column filter.
  const storeSearch = useCallback(
    (searchText: string) => writeIngredientListState(vendor.id, { searchText }),
    [vendor.id],
  );
  const storeFilter = useCallback(
    (filter: string | undefined) => writeIngredientListState(vendor.id, { filter }),
    [vendor.id],
  );
  const screen = useItemListScreen<TIngredientListItem>({
    list: (search, sort, columnFilter) => {
      const filter: IngredientListFilter = { vendorId: vendor.id, category, searchText: search };
      return {
        queryKey: ingredientKeys.list(filter),
        fetchPage: (page, signal) =>
          fetchIngredientsPage({ ...filter, sort, filter: columnFilter }, page, signal),
      };
    },
    filterFields: INGREDIENT_FILTER_FIELDS,
    deleteItem: deleteIngredient,
    forgetDeleted: forgetDeletedIngredient,
    initialSearch: () => readIngredientListState(vendor.id).searchText,
    initialFilter: () => readIngredientListState(vendor.id).filter,
    // Spec 2: a vendor is in scope here, so no Tile/Table switch; the list follows the choice made
    // on a recipe list.
    onSearch: storeSearch,
    onFilter: storeFilter,
  });
  const { modal, viewMode } = screen;
  const can = useCan();
  const vendorOptions = useQuery({ ...vendorOptionsQuery, enabled: modal !== null });
  const saved = (ingredient: TIngredient) => {
    screen.closeModal();
    showSavedIngredient(screen.queryClient, ingredient);
  };

  const allPath = vendorIngredientsPath(vendor.name);
  const breadcrumbs: Crumb[] = [
    { label: 'Kitchen', to: '/portal/chef' },
    { label: 'Vendors', to: '/portal/chef/vendors' },
    category ? { label: vendor.name, to: allPath } : { label: vendor.name },
    ...(category ? [{ label: category }] : []),
  ];
  const categories = useMemo(
    () =>
      INGREDIENT_CATEGORIES.map((c) => ({
        label: c.label,
        to: vendorIngredientsPath(vendor.name, c.slug),
        state: { vendorName: vendor.name },
      })),
    [vendor.name],
  );
  // The modal's vendor list: the vendor in scope at least, while the full list loads.
  const vendors = vendorOptions.data?.content ?? [vendor];

  return (
    <>
      <ItemListHeader
        title={category ?? `${vendor.name} Ingredients`}
        breadcrumbs={breadcrumbs}
        addLabel="Add Ingredients"
        {...screen.header}
        canEdit={can('saveIngredient')}
        searchPlaceholder={`Search ${category ?? 'ingredients'} by name`}
        searchDisabled={viewMode === 'table'}
      >
        {/* This vendor's order guide and its price list import. */}
        <VendorPurchasingActions vendor={vendor} />
        {/* Ingredients from a CSV or XLSX file, with one Undo. */}
        <ImportIngredientsAction vendor={vendor} />
      </ItemListHeader>
      {/* One way to pick a category, compact on a phone. */}
      <CategoryLinks
        label="Ingredient categories"
        all={{ label: `All ${vendor.name} ingredients`, to: allPath, state: { vendorName: vendor.name } }}
        categories={categories}
        current={categories.find((c) => c.label === category)?.to ?? allPath}
      />
      <ItemList
        itemType="ingredient"
        {...screen.list}
        columns={INGREDIENT_COLUMNS}
        describe={describeIngredient}
        canEdit={can('deleteIngredient')}
      />
      {modal && (
        <IngredientModal
          ingredientId={modal.id ?? undefined}
          defaults={{ vendorId: vendor.id, category }}
          vendors={vendors}
          readOnly={!can('saveIngredient')}
          onClose={screen.closeModal}
          onSaved={saved}
        />
      )}
    </>
  );
}
