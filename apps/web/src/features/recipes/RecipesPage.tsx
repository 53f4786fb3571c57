import {
  RECIPE_CATEGORIES,
  RECIPE_FILTER_FIELDS,
  recipeCategoryFromRoute,
  recipeCategoryRoute,
  type TRecipe,
  type TRecipeCategory,
  type TRecipeListItem,
} from '@brigade/core';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import {
  CategoryLinks,
  type Crumb,
  ItemList,
  ItemListHeader,
  useItemListScreen,
} from '../../components/item-list';
import { useCan } from '../../lib/use-can';
import { deleteRecipe, fetchRecipePage } from './api';
import { draftToValues, type ImportedRecipe } from './import/draft-values';
import { ImportRecipeDialog } from './import/ImportRecipeDialog';
import { ImportRecipeSpreadsheetAction } from './import/spreadsheet/ImportRecipeSpreadsheetAction';
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

function RecipeList({ category }: { category: TRecipeCategory | undefined }) {
  const screen = useItemListScreen<TRecipeListItem>({
    list: (search, sort, columnFilter) => {
      const filter = { category, searchText: search };
      return {
        queryKey: recipeListKey(filter),
        fetchPage: (page, signal) => fetchRecipePage({ page, ...filter, sort, filter: columnFilter }, signal),
      };
    },
    filterFields: RECIPE_FILTER_FIELDS,
    // Spec 2: a recipe list header, no vendor in scope — the Tile/Table switch shows here.
    switchable: true,
    deleteItem: deleteRecipe,
    forgetDeleted: forgetDeletedRecipe,
  });
  const { modal, viewMode } = screen;
  const can = useCan();
  const saved = (recipe: TRecipe) => showSavedRecipe(screen.queryClient, recipe);
  // Import: the dialog reads a source into a draft, which then opens in the recipe modal.
  const [importing, setImporting] = useState(false);
  const [imported, setImported] = useState<ImportedRecipe | null>(null);

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
        {...screen.header}
        canEdit={can('createRecipe')}
        searchPlaceholder={`Search ${category ?? 'recipes'} by name`}
        searchDisabled={viewMode === 'table'}
      >
        {can('importRecipe') && (
          <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => setImporting(true)}>
            Import recipe
          </Button>
        )}
        <ImportRecipeSpreadsheetAction />
      </ItemListHeader>
      {/* One way to pick a category, compact on a phone. */}
      <CategoryLinks
        label="Recipe categories"
        all={{ label: 'All recipes', to: RECIPES_PATH }}
        categories={categories}
        current={recipesPath(category)}
      />
      <ItemList
        itemType="recipe"
        {...screen.list}
        columns={RECIPE_COLUMNS}
        describe={describeRecipe}
        canEdit={can('deleteRecipe')}
      />
      {modal && (
        <RecipeModal
          recipeId={modal.id}
          initial={{ category }}
          readOnly={!can(modal.id === null ? 'createRecipe' : 'updateRecipe')}
          onClose={screen.closeModal}
          onSaved={saved}
        />
      )}
      {importing && (
        <ImportRecipeDialog
          onClose={() => setImporting(false)}
          onDraft={(draft) => {
            setImporting(false);
            setImported(draftToValues(draft, category));
          }}
        />
      )}
      {imported && (
        <RecipeModal recipeId={null} imported={imported} onClose={() => setImported(null)} onSaved={saved} />
      )}
    </>
  );
}
