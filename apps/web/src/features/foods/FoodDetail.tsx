import { defaultPortion, nutrientsForPortion, type TFood, type TFoodSummary } from '@brigade/core';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { AddToCatalogueModal } from './AddToCatalogueModal';
import { fetchFood, foodKeys } from './api';
import { foodSubtitle, portionLabel, servingOfPortion } from './food-display';
import { NutrientBreakdown } from './NutrientBreakdown';
import { NutrientTable } from './NutrientTable';

type Props = { food: TFoodSummary; onBack: () => void };

/** The food detail (spec 2): loads the food, then shows it with its portions and nutrients. */
export function FoodDetail({ food, onBack }: Props) {
  const loaded = useQuery({
    queryKey: foodKeys.one(food.fdcId),
    queryFn: ({ signal }) => fetchFood(food.fdcId, signal),
    staleTime: 10 * 60_000,
  });
  return (
    <Box component="article" aria-labelledby="food-title">
      <Typography id="food-title" variant="h5" component="h2">
        {food.description}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {foodSubtitle(food)}
      </Typography>
      {loaded.data ? (
        <FoodFacts food={loaded.data} onBack={onBack} />
      ) : (
        <>
          {loaded.isError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(loaded.error)}
            </Alert>
          ) : (
            <CircularProgress aria-label="Loading the food" sx={{ display: 'block', mb: 2 }} />
          )}
          <Button startIcon={<ArrowBack />} onClick={onBack}>
            Back
          </Button>
        </>
      )}
    </Box>
  );
}

/**
 * The Portions selector (default: the 100 g portion, spec 4), the nutrients scaled to the chosen
 * portion (core's nutrientsForPortion: per-100 g amounts × gram weight ÷ 100) as a list and a pie, and
 * the buttons Back and Add to my catalogue.
 */
function FoodFacts({ food, onBack }: { food: TFood; onBack: () => void }) {
  const portions = food.foodPortions;
  const [portionIndex, setPortionIndex] = useState(() => {
    const chosen = defaultPortion(portions);
    return chosen ? portions.indexOf(chosen) : 0;
  });
  const [adding, setAdding] = useState(false);
  const portion = portions[portionIndex];
  const nutrients = useMemo(
    () => (portion ? nutrientsForPortion(food.foodNutrients, portion) : null) ?? [],
    [food.foodNutrients, portion],
  );

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
        <Button variant="outlined" startIcon={<ArrowBack />} onClick={onBack}>
          Back
        </Button>
        <Button variant="contained" startIcon={<PlaylistAdd />} onClick={() => setAdding(true)}>
          Add to my catalogue
        </Button>
      </Box>
      <TextField
        select
        label="Portions"
        value={String(portionIndex)}
        onChange={(event) => setPortionIndex(Number(event.target.value))}
        sx={{ minWidth: 280, mb: 3 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {portions.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a food's portions are a fixed list; the index is the value.
          <option key={i} value={i}>
            {portionLabel(p)}
          </option>
        ))}
      </TextField>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <Box component="section" aria-labelledby="food-nutrients-title">
          <Typography id="food-nutrients-title" variant="h6" component="h3" gutterBottom>
            Nutrients
          </Typography>
          {nutrients.length === 0 ? (
            <Typography color="text.secondary">
              The food database lists no nutrients for this food.
            </Typography>
          ) : (
            <NutrientTable nutrients={nutrients} />
          )}
        </Box>
        <NutrientBreakdown nutrients={nutrients} />
      </Box>
      {adding && (
        <AddToCatalogueModal
          food={food}
          serving={servingOfPortion(portion)}
          onClose={() => setAdding(false)}
          onAdded={() => setAdding(false)}
        />
      )}
    </>
  );
}
