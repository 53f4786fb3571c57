import { scaleRecipeTo, type TRecipeNode, type TUnit } from '@brigade/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useMeasurementSystem } from '../../../lib/use-measurement-system';
import { subRecipeUnitChoices } from '../lines/SubRecipeLines';
import { UnitSelect } from '../lines/UnitSelect';
import { printSections } from './print-sections';
import { SectionView } from './SectionView';

export type ScaleTarget = { quantity: string; units: string };

/**
 * The Scale popover (spec 2, spec 9): the recipe and every nested sub-recipe scaled to a chosen yield,
 * in best units, non-weights as kitchen fractions, plural labels above 1 — all by core's scaleRecipeTo
 * and toPrepRecipe.
 */
export function ScalePopover({
  node,
  target,
  onTargetChange,
}: {
  node: TRecipeNode;
  /** The chosen yield (null: the recipe's own); kept by the modal so Print can use it. */
  target: ScaleTarget | null;
  onTargetChange: (target: ScaleTarget) => void;
}) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const system = useMeasurementSystem();
  const shown: ScaleTarget = target ?? {
    quantity: node.yieldQuantity == null ? '' : String(node.yieldQuantity),
    units: node.yieldUnits ?? '',
  };
  const quantity = shown.quantity.trim() === '' ? null : Number(shown.quantity);
  const units = shown.units;
  const choices = subRecipeUnitChoices(
    node.yieldUnits ? { id: 0, name: node.name, yieldQuantity: null, yieldUnits: node.yieldUnits } : null,
  );

  const result = useMemo(() => {
    if (!anchor) return null;
    if (typeof quantity !== 'number' || !Number.isFinite(quantity) || !units) return null;
    try {
      const scaled = scaleRecipeTo(node, quantity, units);
      return scaled.ok
        ? { sections: printSections(scaled.recipe, node, system), errors: scaled.errors, message: null }
        : { sections: [], errors: [], message: scaled.message };
    } catch (error) {
      return { sections: [], errors: [], message: error instanceof Error ? error.message : String(error) };
    }
  }, [anchor, node, quantity, units, system]);

  return (
    <>
      <Button variant="outlined" onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="dialog">
        Scale
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': `${id}-title`,
            sx: { p: 2, width: 480, maxWidth: '95vw', maxHeight: '70vh', display: 'grid', gap: 1.5 },
          },
        }}
      >
        <Typography id={`${id}-title`} variant="h6" component="h2">
          Scale
        </Typography>
        {!node.yieldQuantity || !node.yieldUnits ? (
          <Typography variant="body2">Enter the recipe's yield and yield units to scale it.</Typography>
        ) : (
          <>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <TextField
                label="Scale to"
                type="number"
                size="small"
                value={shown.quantity}
                onChange={(event) => onTargetChange({ ...shown, quantity: event.target.value })}
                slotProps={{ htmlInput: { min: 0, step: 'any' } }}
                sx={{ width: 140 }}
              />
              <UnitSelect
                label="Scale units"
                value={units}
                choices={choices as TUnit[]}
                quantity={quantity}
                onChange={(value) => onTargetChange({ ...shown, units: value })}
              />
            </Box>
            <Divider />
            {result?.message && <FormHelperText error>{result.message}</FormHelperText>}
            {result?.sections.map((section) => (
              <SectionView key={section.key} section={section} compact headingLevel={3} />
            ))}
            {result?.errors.map((error) => (
              <FormHelperText key={error} error>
                {error}
              </FormHelperText>
            ))}
          </>
        )}
      </Popover>
    </>
  );
}
