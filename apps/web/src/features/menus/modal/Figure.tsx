import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/**
 * A worked-out figure with its caption ("Food cost" over "25.00%"): an <output> (the result of a
 * calculation) labelled by the caption, so it reads, and is found, by its caption; as a polite live
 * region it also says the new figure when a price is changed. `inline` puts the caption beside it.
 */
export function Figure({
  label,
  inline = false,
  children,
}: {
  label: string;
  inline?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: inline ? 'row' : 'column',
        alignItems: inline ? 'center' : 'flex-start',
        gap: inline ? 1 : 0,
        minWidth: inline ? undefined : 72,
      }}
    >
      <Typography
        component="label"
        htmlFor={id}
        variant={inline ? 'body2' : 'caption'}
        color="text.secondary"
        sx={{ whiteSpace: 'nowrap' }}
      >
        {label}
      </Typography>
      <Box component="output" id={id} sx={{ display: 'flex', alignItems: 'center', minHeight: 24 }}>
        {children}
      </Box>
    </Box>
  );
}
