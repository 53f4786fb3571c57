import {
  RECIPE_CATEGORIES,
  recipeCategoryFromRoute,
  recipeCategoryRoute,
  type TRecipe,
  type TRecipeCategory,
  type TRecipeListItem,
} from '@brigade/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useViewMode } from '../../app/view-mode';
import {
  CategoryLinks,
  type Crumb,
  ItemList,
  ItemListHeader,
  usePagedList,
} from '../../components/item-list';
import { useCan } from '../team/use-can';
import { deleteRecipe, fetchRecipePage } from './api';
import { describeRecipe, RECIPE_COLUMNS } from './list/recipe-columns';
import { forgetDeletedRecipe, recipeListKey, showSavedRecipe } from './list/recipe-list-cache';
import { RecipeModal } from './RecipeModal';

export const RECIPES_PATH = '/portal/chef/recipes';

/** The address of a category's recipes (spec 2 category routes). */
export function recipesPath(category?: TRecipeCategory): string {
  return category ? `${RECIPES_PATH}/${recipeCategoryRoute(category)}` : RECIPES_PATH;
}

/**
 * /portal/chef/recipes (all, with the category picker) and /portal/chef/recipes/{category route}
 * (spec 2): cards or table, search, paging, add, open, delete.
 */
export function RecipesPage() {
  const { categoryRoute } = useParams();
  const category = categoryRoute ? recipeCategoryFromRoute(categoryRoute) : undefined;
  if (categoryRoute && !category)
    return (
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          Not found
        </Typography>
        <Typography sx={{ mb: 3 }}>There is no recipe category "{categoryRoute}".</Typography>
        <Button variant="outlined" component={RouterLink} to={RECIPES_PATH}>
          All recipes
        </Button>
      </Box>
    );
  // Keyed by category: each category's list starts from its own search.
  return <RecipeList key={category ?? 'all'} category={category} />;
}

type ModalState = { recipeId: number | null } | null;

function RecipeList({ category }: { category: TRecipeCategory | undefined }) {
  const queryClient = useQueryClient();
  const { viewMode } = useViewMode();
  const [searchText, setSearchText] = useState('');
  const [modal, setModal] = useState<ModalState>(null);
  const can = useCan();

  const filter = { category, searchText: searchText.trim() };
  const list = usePagedList<TRecipeListItem>({
    queryKey: recipeListKey(filter),
    fetchPage: (page, signal) => fetchRecipePage({ page, ...filter }, signal),
  });

  const open = useCallback((item: TRecipeListItem) => setModal({ recipeId: item.id }), []);
  const remove = useCallback(
    async (item: TRecipeListItem) => {
      await deleteRecipe(item.id);
      forgetDeletedRecipe(queryClient, item.id);
    },
    [queryClient],
  );
  const saved = (recipe: TRecipe) => showSavedRecipe(queryClient, recipe);

  const breadcrumbs: Crumb[] = [
    { label: 'Kitchen', to: '/portal/chef' },
    category ? { label: 'Recipes', to: RECIPES_PATH } : { label: 'Recipes' },
    ...(category ? [{ label: category }] : []),
  ];
  const categories = useMemo(
    () => RECIPE_CATEGORIES.map((c) => ({ label: c.label, to: recipesPath(c.label) })),
    [],
  );

  return (
    <>
      <ItemListHeader
        title={category ?? 'Recipes'}
        breadcrumbs={breadcrumbs}
        addLabel="Add Recipes"
        onAdd={() => setModal({ recipeId: null })}
        canEdit={can('createRecipe')}
        searchText={searchText}
        onSearch={setSearchText}
        searchPlaceholder={`Search ${category ?? 'recipes'} by name`}
        searchDisabled={viewMode === 'table'}
      />
      {/* One way to pick a category (issue 17), compact on a phone. */}
      <CategoryLinks
        label="Recipe categories"
        all={{ label: 'All recipes', to: RECIPES_PATH }}
        categories={categories}
        current={recipesPath(category)}
      />
      <ItemList
        itemType="recipe"
        viewMode={viewMode}
        items={list.items}
        loading={list.loading}
        loaded={list.success}
        loadingMore={list.loadingMore}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        error={list.error}
        columns={RECIPE_COLUMNS}
        describe={describeRecipe}
        onOpen={open}
        onDelete={remove}
        canEdit={can('deleteRecipe')}
      />
      {modal && (
        <RecipeModal
          recipeId={modal.recipeId}
          initial={{ category }}
          readOnly={!can(modal.recipeId === null ? 'createRecipe' : 'updateRecipe')}
          onClose={() => setModal(null)}
          onSaved={saved}
        />
      )}
    </>
  );
}
