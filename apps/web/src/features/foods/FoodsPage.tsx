import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../lib/api';
import { FoodDetail } from './FoodDetail';
import { FOOD_LIST_HEIGHT, FOOD_LIST_WIDTH, FoodResultList } from './FoodResultList';
import { FoodSearchBar } from './FoodSearchBar';
import { type FoodSearch, useFoodSearch } from './use-food-search';

/**
 * /portal/usda?q=… and /portal/usda/{fdcId}?q=… (spec 2): search the USDA food database,
 * open a food, add it to the catalogue. On a wide screen the results stay on the left and the food
 * opens beside them; on a smaller one the food takes the screen and Back returns to the results.
 */
export function FoodsPage() {
  const state = useFoodSearch();
  const open = state.currentFood !== null;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        USDA Food Database
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: `${FOOD_LIST_WIDTH}px minmax(0, 1fr)` },
        }}
      >
        {/* Kept mounted while a food is open on a small screen: Back finds the list as it was. */}
        <Box sx={{ display: { xs: open ? 'none' : 'block', lg: 'block' }, minWidth: 0 }}>
          {/* Keyed by the search: Back or a link to another search shows its text in the box. */}
          <FoodSearchBar key={state.searchText} initialText={state.searchText} onSearch={state.search} />
          <Results state={state} />
        </Box>
        {state.currentFood !== null ? (
          <FoodDetail key={state.currentFood} fdcId={state.currentFood} onBack={state.back} />
        ) : (
          <Typography color="text.secondary" sx={{ display: { xs: 'none', lg: 'block' }, pt: 1.5, pl: 1 }}>
            Choose a food to see its nutrients and what a portion of it is made of.
          </Typography>
        )}
      </Box>
    </>
  );
}

function Results({ state }: { state: FoodSearch }) {
  const { foods, searching, searchText, error } = state;
  return (
    <Box sx={{ position: 'relative', width: FOOD_LIST_WIDTH, maxWidth: '100%', minHeight: FOOD_LIST_HEIGHT }}>
      {error && !searching ? (
        <Alert severity="error">{errorMessage(error)}</Alert>
      ) : foods.length === 0 && !searching ? (
        <Typography color="text.secondary" role="status">
          {searchText ? `No food matches “${searchText}”.` : 'The food database is empty.'}
        </Typography>
      ) : (
        <FoodResultList
          foods={foods}
          selected={state.currentFood}
          hasMore={state.hasMore}
          loadingMore={state.loadingMore}
          onLoadMore={state.loadMore}
          onSelect={state.select}
        />
      )}
      {/* Spec 4: a loading overlay shows during food search. */}
      <Backdrop
        open={searching}
        sx={{ position: 'absolute', zIndex: 1, bgcolor: 'rgba(255, 255, 255, 0.6)' }}
      >
        <CircularProgress aria-label="Searching foods" />
      </Backdrop>
    </Box>
  );
}
