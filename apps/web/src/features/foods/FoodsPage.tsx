import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../lib/api';
import { FoodDetail } from './FoodDetail';
import { FOOD_LIST_HEIGHT, FOOD_LIST_WIDTH, FoodResultList } from './FoodResultList';
import { FoodSearchBar } from './FoodSearchBar';
import { useFoodSearch } from './use-food-search';

/**
 * /portal/usda (spec 2): search the USDA food database, open a food, add it to the catalogue. The
 * results stay in the page state (and the query cache) while a food is open: Back shows the same list.
 */
export function FoodsPage() {
  const state = useFoodSearch();
  const { currentFood } = state;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        USDA Food Database
      </Typography>
      {currentFood ? (
        <FoodDetail key={currentFood.fdcId} food={currentFood} onBack={state.back} />
      ) : (
        <>
          <FoodSearchBar initialText={state.searchText} onSearch={state.search} />
          <Results state={state} />
        </>
      )}
    </>
  );
}

function Results({ state }: { state: ReturnType<typeof useFoodSearch> }) {
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
