import { scaleRecipe, scaleRecipeTo, type TRecipeNode } from '@brigade/core';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { recipeTreeQuery } from '../recipe-tree';
import { printSections } from './print-sections';
import { SectionView } from './SectionView';
import './print.css';
import { useMeasurementSystem } from '../../../lib/use-measurement-system';

/**
 * Scales the loaded tree for printing: to ?yield=…&units=… when given, else to its own yield — which
 * still scales every nested sub-recipe to the batch its parent uses (spec 2).
 */
export function scaleForPrint(tree: TRecipeNode, yieldText: string | null, units: string | null) {
  const quantity = yieldText === null || yieldText.trim() === '' ? null : Number(yieldText);
  if (quantity !== null && Number.isFinite(quantity) && quantity > 0) {
    const scaled = scaleRecipeTo(tree, quantity, units || tree.yieldUnits || '');
    if (scaled.ok) return { recipe: scaled.recipe, errors: scaled.errors };
    return { recipe: scaleRecipe(tree, 1).recipe, errors: [scaled.message] };
  }
  const scaled = scaleRecipe(tree, 1);
  return { recipe: scaled.recipe, errors: scaled.errors };
}

/**
 * /portal/chef/recipes/print/{id}?yield=…&units=… (spec 2 print view): name, team, yield, sub-recipe
 * list, ingredients with kitchen fractions and preparation text; then each nested sub-recipe on its
 * own, scaled to the quantity the parent uses.
 */
export function RecipePrintPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const recipeId = Number(id);
  const valid = Number.isInteger(recipeId) && recipeId > 0;
  // One read of the whole tree (GET /api/recipes/{id}/tree), fresh: a print is what the kitchen works from.
  const tree = useQuery({ ...recipeTreeQuery(recipeId), enabled: valid, staleTime: 0 });
  const system = useMeasurementSystem();

  const printed = useMemo(() => {
    if (!tree.data) return null;
    try {
      const scaled = scaleForPrint(tree.data.root, params.get('yield'), params.get('units'));
      return { sections: printSections(scaled.recipe, tree.data.root, system), errors: scaled.errors };
    } catch (error) {
      return { sections: [], errors: [error instanceof Error ? error.message : String(error)] };
    }
  }, [tree.data, params, system]);

  if (!valid) return <Alert severity="error">There is no recipe {id}.</Alert>;
  if (tree.isError) return <Alert severity="error">{errorMessage(tree.error)}</Alert>;
  if (!printed)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading the recipe" />
      </Box>
    );

  return (
    <Box sx={{ maxWidth: 860, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box className="recipe-print-toolbar" sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
        <Button component={RouterLink} to="/portal/chef/recipes">
          Back to recipes
        </Button>
        <Button variant="contained" startIcon={<Print />} onClick={() => window.print()}>
          Print
        </Button>
      </Box>
      {printed.errors.map((error) => (
        <Alert key={error} severity="warning" className="recipe-print-toolbar">
          {error}
        </Alert>
      ))}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 3 }}>
        {printed.sections.map((section, i) => (
          <Box key={section.key} className={`recipe-print-section${i > 0 ? ' nested' : ''}`}>
            {i > 0 && <Divider sx={{ mb: 3 }} />}
            <SectionView section={section} headingLevel={i === 0 ? 1 : 2} />
          </Box>
        ))}
      </Paper>
    </Box>
  );
}
