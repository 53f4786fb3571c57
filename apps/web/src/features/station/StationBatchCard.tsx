import type { TBatch, TCoolingLog, TTemperatureUnit } from '@brigade/core';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ThermostatIcon from '@mui/icons-material/Thermostat';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { allergensText, batchEvents, checkOffText } from '../production/batch-text';
import { BatchTimer } from './BatchTimer';
import { coolingStateText } from './cooling-text';

/**
 * One batch at the station, readable at arm's length: what to make and how much, its ingredients,
 * one tap to mark it done (who and when show beside it), its timer, and its cooling log.
 */
export function StationBatchCard({
  batch,
  user,
  cooling,
  unit,
  onDone,
  onCooling,
}: {
  batch: TBatch;
  user: string;
  cooling: TCoolingLog | undefined;
  unit: TTemperatureUnit;
  onDone: (done: boolean) => void;
  onCooling: () => void;
}) {
  const done = batch.checkOff !== null;
  const allergens = allergensText(batch);
  const outside = cooling?.status.state === 'out-of-limits';
  return (
    <Card
      component="article"
      aria-label={batch.recipe.name}
      variant="outlined"
      sx={{
        borderWidth: 2,
        borderColor: done ? 'success.main' : 'divider',
        bgcolor: done ? '#f0fdf4' : 'background.paper',
      }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography
              component="h2"
              sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 700, lineHeight: 1.2 }}
            >
              {batch.recipe.name}
            </Typography>
            <Typography
              sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' }, fontWeight: 600, color: 'primary.main' }}
            >
              {batch.display.text}
            </Typography>
            <Typography sx={{ fontSize: '1.1rem' }} color="text.secondary">
              For {batchEvents(batch).join(', ')}
            </Typography>
          </Box>
          <Button
            variant={done ? 'contained' : 'outlined'}
            color="success"
            size="large"
            aria-pressed={done}
            aria-label={`Done: ${batch.recipe.name}`}
            startIcon={<CheckCircleIcon sx={{ fontSize: '2rem !important' }} />}
            onClick={() => onDone(!done)}
            sx={{ minHeight: 64, minWidth: 160, fontSize: '1.35rem', borderWidth: 2 }}
          >
            {done ? 'Done' : 'Mark done'}
          </Button>
        </Box>
        {batch.checkOff && (
          <Typography sx={{ fontSize: '1.15rem', fontWeight: 600 }} color="success.dark">
            {checkOffText(batch.checkOff)}
          </Typography>
        )}
        {batch.warnings.map((w) => (
          <Typography key={w} color="warning.dark" sx={{ fontSize: '1.1rem' }}>
            {w}
          </Typography>
        ))}
        <Divider />
        <Box component="ul" sx={{ m: 0, pl: 3, fontSize: '1.25rem', columns: { md: 2 }, columnGap: 4 }}>
          {batch.ingredients.map((line) => (
            <li key={`${line.ingredientId}-${line.name}`}>
              <strong>{line.display.text}</strong> {line.name}
            </li>
          ))}
          {batch.subRecipes.map((line) => (
            <li key={`sub-${line.recipe.id}`}>
              <strong>{line.display.text}</strong> {line.recipe.name}
            </li>
          ))}
        </Box>
        {allergens && (
          <Typography sx={{ fontSize: '1.1rem' }}>
            <strong>Allergens:</strong> {allergens}
          </Typography>
        )}
        <Divider />
        <Box
          sx={{
            display: 'flex',
            gap: 2,
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <BatchTimer user={user} batchKey={batch.key} name={batch.recipe.name} />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontSize: '1.05rem' }} color={outside ? 'error.main' : 'text.secondary'}>
              {coolingStateText(cooling, unit)}
            </Typography>
            <Button
              size="large"
              variant="outlined"
              color={outside ? 'error' : 'primary'}
              startIcon={<ThermostatIcon />}
              onClick={onCooling}
              sx={{ minHeight: 48 }}
              aria-label={`Cooling log: ${batch.recipe.name}`}
            >
              Cooling log
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
