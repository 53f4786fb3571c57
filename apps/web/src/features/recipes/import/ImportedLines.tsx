import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useWatch } from 'react-hook-form';
import type { RecipeFormValues } from '../recipe-form';
import type { UnmatchedLine } from './draft-values';

/**
 * The imported lines the catalogue did not name, flagged at the top of the recipe form: each with
 * its text as written and an Add button that opens the new-ingredient form with its name. A line
 * leaves the list once an ingredient is picked or added on its row.
 */
export function ImportedLines({
  lines,
  onAdd,
}: {
  lines: UnmatchedLine[];
  onAdd: (name: string, index: number) => void;
}) {
  const rows = useWatch<RecipeFormValues, 'recipeIngredients'>({ name: 'recipeIngredients' });
  // Rows may be moved or removed: a line is still open while the row it was put on has no ingredient.
  const open = lines.filter((line) => rows?.[line.index] && !rows[line.index].ingredient);
  if (lines.length === 0) return null;
  if (open.length === 0)
    return <Alert severity="success">Every imported line now names an ingredient or a recipe.</Alert>;
  return (
    <Alert
      severity="warning"
      component="section"
      role="region"
      aria-label="Imported lines not in your catalogue"
    >
      <AlertTitle>
        {open.length === 1
          ? '1 imported line is not in your catalogue'
          : `${open.length} imported lines are not in your catalogue`}
      </AlertTitle>
      Add each as a new ingredient, or pick an existing one on its line.
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2, display: 'grid', gap: 0.5 }}>
        {open.map((line) => (
          <Box
            component="li"
            key={line.index}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            <span>{`Line ${line.index + 1}: ${line.source}`}</span>
            {line.text && (
              <Button
                size="small"
                variant="outlined"
                color="inherit"
                onClick={() => onAdd(line.text, line.index)}
              >
                {`Add “${line.text}”`}
              </Button>
            )}
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
