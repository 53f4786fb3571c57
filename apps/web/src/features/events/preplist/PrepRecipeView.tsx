import type { TPrepRecipe } from '@brigade/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyed } from './keyed';

type Ingredient = TPrepRecipe['recipeIngredients'][number];

/** A scaled quantity as the server wrote it (best unit, kitchen fraction), or the raw figure. */
export function quantityText(line: {
  display: { text: string } | null;
  quantity?: number | null;
  scaledYield?: number | null;
  units?: string | null;
  scaledUnits?: string | null;
}): string {
  if (line.display) return line.display.text;
  const quantity = line.quantity ?? line.scaledYield;
  const units = line.units ?? line.scaledUnits ?? '';
  return typeof quantity === 'number' ? `${quantity} ${units}`.trim() : '—';
}

/**
 * One prep recipe (spec 3): its scaled yield, ingredients with their kitchen-fraction quantities,
 * prep notes and, indented beneath, the sub-recipes it uses, each scaled to the batch it needs. A
 * recipe several uses share (a team's list names it once) says what each takes.
 * `large` is the station sheet: type readable at arm's length and a box to tick per line.
 */
export function PrepRecipeView({
  recipe,
  large = false,
  headingLevel = 6,
  usedIn,
}: {
  recipe: TPrepRecipe;
  large?: boolean;
  headingLevel?: 4 | 5 | 6;
  /** The recipe using this one, for a nested sub-recipe. */
  usedIn?: string;
}) {
  return (
    <Box
      component="article"
      aria-label={recipe.name}
      className="prep-recipe"
      sx={{ display: 'grid', gap: large ? 1 : 0.5, breakInside: 'avoid' }}
    >
      <Box>
        <Typography
          component={`h${headingLevel}`}
          sx={{ fontWeight: 700, fontSize: large ? '1.5rem' : '1rem', lineHeight: 1.3 }}
        >
          {recipe.name}{' '}
          <Box component="span" sx={{ fontWeight: 400 }}>
            — make {quantityText(recipe)}
          </Box>
        </Typography>
        {usedIn && (
          <Typography variant="body2" color="text.secondary" sx={{ fontSize: large ? '1rem' : undefined }}>
            Sub-recipe of {usedIn}
          </Typography>
        )}
        {recipe.uses && recipe.uses.length > 1 && (
          <Typography
            variant="body2"
            color="text.secondary"
            aria-label={`${recipe.name} uses`}
            sx={{ fontSize: large ? '1rem' : undefined }}
          >
            One batch for {recipe.uses.map((u) => `${u.name} (${quantityText(u)})`).join(', ')}
          </Typography>
        )}
      </Box>
      {recipe.recipeIngredients.length > 0 && (
        <Box
          component="ul"
          aria-label={`${recipe.name} ingredients`}
          sx={{ m: 0, pl: large ? 0 : 2.5, listStyle: large ? 'none' : undefined }}
        >
          {keyed(recipe.recipeIngredients, (line) => line.ingredientId ?? line.name).map(({ key, item }) => (
            <IngredientLine key={key} line={item} large={large} />
          ))}
        </Box>
      )}
      {recipe.prepNotes && (
        <Typography
          sx={{ whiteSpace: 'pre-wrap', fontSize: large ? '1.2rem' : '0.875rem' }}
          aria-label="Prep notes"
        >
          {recipe.prepNotes}
        </Typography>
      )}
      {recipe.errors.map((error) => (
        <Alert key={error} severity="warning" sx={{ py: 0 }}>
          {error}
        </Alert>
      ))}
      {recipe.prepRecipes.length > 0 && (
        <Box
          className="prep-subrecipes"
          sx={{
            display: 'grid',
            gap: large ? 2 : 1.5,
            ml: large ? 3 : 2,
            pl: large ? 2.5 : 1.5,
            borderLeft: large ? 4 : 2,
            borderColor: 'divider',
          }}
        >
          {keyed(recipe.prepRecipes, (sub) => sub.recipeId ?? sub.name).map(({ key, item: sub }) => (
            <PrepRecipeView
              key={key}
              recipe={sub}
              large={large}
              headingLevel={headingLevel}
              usedIn={recipe.name}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

function IngredientLine({ line, large }: { line: Ingredient; large: boolean }) {
  return (
    <Box
      component="li"
      sx={{
        fontSize: large ? '1.35rem' : '0.875rem',
        lineHeight: 1.5,
        display: large ? 'flex' : undefined,
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      {large && (
        // A box to tick once the line is weighed out.
        <Box
          aria-hidden
          sx={{ width: '0.9em', height: '0.9em', border: 2, borderColor: 'text.primary', flexShrink: 0 }}
        />
      )}
      <span>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {quantityText(line)}
        </Box>{' '}
        {line.name}
      </span>
    </Box>
  );
}
