import { MSG, missingConversionText, type TMissingConversion } from '@brigade/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useId, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { useAddConversion } from './add-conversion';

/**
 * Under a line that cannot be costed for want of a conversion: which conversion, and a
 * place to give it on the spot — "1 Cup of Boneless Chicken Breast = [ ] Gram" — saved on the
 * ingredient, after which the line (and every recipe using the ingredient) is costed.
 */
export function MissingConversion({
  ingredient,
  missing,
}: {
  ingredient: { id: number; name: string };
  missing: TMissingConversion;
}) {
  const id = useId();
  const [quantity, setQuantity] = useState('');
  const [invalid, setInvalid] = useState(false);
  const add = useAddConversion();
  const text = missingConversionText(ingredient.name, missing);

  const save = () => {
    const value = Number(quantity);
    if (quantity.trim() === '' || !Number.isFinite(value) || !(value > 0)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    add.mutate({ ingredientId: ingredient.id, missing, quantity: value });
  };
  // The field sits inside the recipe's form: Enter saves the conversion, not the recipe.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    save();
  };

  return (
    <Box role="group" aria-labelledby={`${id}-text`} sx={{ display: 'grid', gap: 0.75, pt: 0.25 }}>
      <FormHelperText id={`${id}-text`} error sx={{ m: 0 }}>
        {text}
      </FormHelperText>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" component="span" id={`${id}-from`}>
          1 {missing.from} of {ingredient.name} =
        </Typography>
        <TextField
          size="small"
          type="number"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          onKeyDown={onKeyDown}
          error={invalid}
          slotProps={{
            htmlInput: {
              min: 0,
              step: 'any',
              'aria-label': `${missing.to} in 1 ${missing.from} of ${ingredient.name}`,
            },
          }}
          sx={{ width: 110 }}
        />
        <Typography variant="body2" component="span">
          {missing.to}
        </Typography>
        <Button size="small" variant="outlined" onClick={save} loading={add.isPending}>
          Save conversion
        </Button>
      </Box>
      {invalid && (
        <FormHelperText error sx={{ m: 0 }}>
          {MSG.valueGreaterThanZero}
        </FormHelperText>
      )}
      {add.isError && (
        <FormHelperText error sx={{ m: 0 }} role="alert">
          The conversion was not saved: {errorMessage(add.error)}
        </FormHelperText>
      )}
    </Box>
  );
}
