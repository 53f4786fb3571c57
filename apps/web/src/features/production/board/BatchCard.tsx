import type { TBatch } from '@brigade/core';
import { countOf } from '@brigade/core';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { allergensText, purposeText } from '../batch-text';
import { dayText } from '../selection';
import { CheckOffControl } from './CheckOffControl';

/**
 * One batch on the board: the recipe, how much as a cook measures it, the service day it feeds and
 * its use-by, what the plan warns about, what each use takes, and (opened) its ingredient and
 * sub-recipe lines; its "Done" box.
 */
export function BatchCard({
  batch,
  onCheckOff,
}: {
  batch: TBatch;
  onCheckOff: (batch: TBatch, done: boolean) => void;
}) {
  const titleId = useId();
  const linesId = useId();
  const [open, setOpen] = useState(false);
  const lineCount = batch.ingredients.length + batch.subRecipes.length;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        p: 1.5,
        display: 'grid',
        gap: 0.75,
        bgcolor: batch.checkOff ? 'action.hover' : 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="subtitle1" component="h4" sx={{ fontWeight: 700, mr: 'auto' }}>
          {batch.recipe.name}
        </Typography>
        <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.1rem' }} aria-label="Batch quantity">
          {batch.display.text}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {`For ${dayText(batch.serviceDate)}`}
        {batch.useBy ? ` · use by ${dayText(batch.useBy)}` : ''}
        {batch.allergens.length > 0 ? ` · contains ${allergensText(batch)}` : ''}
      </Typography>
      {batch.warnings.map((warning) => (
        <Alert key={warning} severity="warning" sx={{ py: 0 }}>
          {warning}
        </Alert>
      ))}
      <Box component="ul" aria-label={`Uses of ${batch.recipe.name}`} sx={{ m: 0, pl: 2.5 }}>
        {batch.uses.map((use) => (
          <li key={`${use.event.id}:${use.menuItem?.id ?? ''}:${use.parentRecipe?.id ?? ''}`}>
            <Typography variant="body2" component="span">
              <strong>{use.event.title}</strong> — {purposeText(use)} — {use.display.text}
            </Typography>
          </li>
        ))}
      </Box>
      {lineCount > 0 && (
        <>
          <Button
            size="small"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-controls={linesId}
            endIcon={open ? <ExpandLess /> : <ExpandMore />}
            sx={{ justifySelf: 'start', minHeight: 44 }}
          >
            {open ? 'Hide lines' : `Show ${countOf(lineCount, 'line')}`}
          </Button>
          <Collapse in={open} id={linesId} unmountOnExit>
            <BatchLines batch={batch} />
          </Collapse>
        </>
      )}
      <CheckOffControl batch={batch} onChange={(done) => onCheckOff(batch, done)} />
    </Paper>
  );
}

/** A batch's ingredient lines, then its sub-recipe lines (each made as a batch of its own, earlier). */
export function BatchLines({ batch }: { batch: TBatch }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {batch.ingredients.length > 0 && (
        <Box
          component="ul"
          aria-label={`Ingredients of ${batch.recipe.name}`}
          sx={{ m: 0, pl: 2.5, typography: 'body2' }}
        >
          {batch.ingredients.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a recipe may list one ingredient twice; its lines keep their order.
            <li key={`${line.ingredientId ?? line.name}:${i}`}>
              {line.display.text} {line.name}
            </li>
          ))}
        </Box>
      )}
      {batch.subRecipes.length > 0 && (
        <Box
          component="ul"
          aria-label={`Sub-recipes of ${batch.recipe.name}`}
          sx={{ m: 0, pl: 2.5, typography: 'body2' }}
        >
          {batch.subRecipes.map((line) => (
            <li key={line.recipe.id}>
              {line.display.text} {line.recipe.name} <em>(its own batch)</em>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
