import { defaultPortion, nutrientsForPortion, servingOfPortion, type TFood } from '@brigade/core';
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
import { useCan } from '../../lib/use-can';
import { AddToCatalogueModal } from './AddToCatalogueModal';
import { fetchFood, foodKeys } from './api';
import { foodSubtitle, portionLabel } from './food-display';
import { NutrientBreakdown } from './NutrientBreakdown';
import { NutrientTable } from './NutrientTable';

type Props = { fdcId: number; onBack: () => void };

/**
 * The food detail (spec 2): loads the food named by the address (/portal/usda/{fdcId}), then
 * shows it with its portions and nutrients.
 */
export function FoodDetail({ fdcId, onBack }: Props) {
  const loaded = useQuery({
    queryKey: foodKeys.one(fdcId),
    queryFn: ({ signal }) => fetchFood(fdcId, signal),
    staleTime: 10 * 60_000,
  });
  const food = loaded.data;
  return (
    <Box component="article" aria-labelledby="food-title" sx={{ minWidth: 0 }}>
      {food ? (
        <>
          <Typography id="food-title" variant="h5" component="h2">
            {food.description}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {foodSubtitle(food)}
          </Typography>
          <FoodFacts food={food} onBack={onBack} />
        </>
      ) : (
        <>
          <Typography id="food-title" variant="h5" component="h2" sx={{ mb: 2 }}>
            {loaded.isError ? 'Food not found' : 'Loading the food…'}
          </Typography>
          {loaded.isError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(loaded.error)}
            </Alert>
          ) : (
            <CircularProgress aria-label="Loading the food" sx={{ display: 'block', mb: 2 }} />
          )}
          <Button variant="outlined" startIcon={<ArrowBack />} onClick={onBack}>
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
  // Copying into the catalogue is a chef's; every member may read the foods.
  const canAdd = useCan()('createIngredientFromFood');
  const portion = portions[portionIndex];
  const nutrients = useMemo(
    () => (portion ? nutrientsForPortion(food.foodNutrients, portion) : null) ?? [],
    [food.foodNutrients, portion],
  );
  // The portion's weight (without a gram weight nothing says what the pie should add up to).
  const portionGrams = portion && portion.gramWeight > 0 ? portion.gramWeight : null;

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
        <Button variant="outlined" startIcon={<ArrowBack />} onClick={onBack}>
          Back
        </Button>
        {canAdd && (
          <Button variant="contained" startIcon={<PlaylistAdd />} onClick={() => setAdding(true)}>
            Add to my catalogue
          </Button>
        )}
      </Box>
      <TextField
        select
        label="Portions"
        value={String(portionIndex)}
        onChange={(event) => setPortionIndex(Number(event.target.value))}
        sx={{ minWidth: 280, maxWidth: '100%', mb: 3 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {portions.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a food's portions are a fixed list; the index is the value.
          <option key={i} value={i}>
            {portionLabel(p)}
          </option>
        ))}
      </TextField>
      {/* What a portion is made of comes first (on a phone, before some 150 nutrient rows). */}
      <Box sx={{ display: 'grid', gap: 3 }}>
        <NutrientBreakdown nutrients={nutrients} portionGrams={portionGrams} />
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
      </Box>
      {adding && (
        <AddToCatalogueModal
          food={food}
          serving={servingOfPortion(portions, portion)}
          onClose={() => setAdding(false)}
          onAdded={() => setAdding(false)}
        />
      )}
    </>
  );
}
