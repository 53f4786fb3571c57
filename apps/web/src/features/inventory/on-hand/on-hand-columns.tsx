import { countOf, formatMoney, type TInventory } from '@brigade/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { KeyboardEvent } from 'react';
import type { GridColumn } from '../../../components/data-grid';
import { stockText } from '../quantities';
import { countedText } from './counted-text';

export type OnHandRow = TInventory['lines'][number] & { id: number };

const below = (l: OnHandRow) => l.par !== null && l.onHand < l.par;
const areasText = (n: number) => countOf(n, 'area');

/** The cell's lines wrap (a problem can be long), one under the other. */
const LINES = { display: 'grid', whiteSpace: 'normal', lineHeight: 1.43 } as const;

/**
 * The on-hand columns: the ingredient (its vendor, problems and the button opening its storage
 * areas under it), on hand against par (a phone's columns: what ordering needs), the value and when
 * it was counted.
 * Quantities sort as numbers (each line in its own units, as counted).
 */
export function onHandColumns(openAreas: (line: OnHandRow) => void): GridColumn<OnHandRow>[] {
  return [
    {
      field: 'name',
      headerName: 'Ingredient',
      flex: 2,
      minWidth: 140,
      value: (l) => l.name,
      render: (l) => (
        <Box sx={LINES}>
          <span>{l.name}</span>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 1,
              typography: 'body2',
            }}
          >
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {l.vendor.name}
            </Box>
            {l.areas.length > 0 && (
              <Button
                size="small"
                onClick={() => openAreas(l)}
                // Enter and Space press the button: the grid would move its focus on them.
                onKeyDown={(e: KeyboardEvent) => {
                  if (e.key === 'Enter' || e.key === ' ') e.stopPropagation();
                }}
                aria-haspopup="dialog"
                aria-label={`${l.name} in ${areasText(l.areas.length)}`}
                sx={{
                  px: 0.5,
                  minWidth: 0,
                  whiteSpace: 'nowrap',
                  '@media (pointer: coarse)': { minHeight: 44 },
                }}
              >
                {areasText(l.areas.length)}
              </Button>
            )}
          </Box>
          {l.problems.map((p) => (
            <Box component="span" key={p} sx={{ color: 'error.main', typography: 'body2' }}>
              {p}
            </Box>
          ))}
        </Box>
      ),
    },
    {
      field: 'onHand',
      headerName: 'On hand',
      type: 'number',
      minWidth: 110,
      phone: true,
      value: (l) => l.onHand,
      render: (l) => (
        <Box sx={{ ...LINES, color: below(l) ? 'error.main' : undefined }}>
          <span>{stockText(l.onHand, l.units)}</span>
          {below(l) && <Box sx={{ typography: 'body2' }}>Below par</Box>}
        </Box>
      ),
    },
    {
      field: 'par',
      headerName: 'Par',
      type: 'number',
      minWidth: 95,
      phone: true,
      value: (l) => l.par,
      render: (l) => (l.par === null ? '—' : stockText(l.par, l.units)),
    },
    {
      field: 'value',
      headerName: 'Value',
      type: 'number',
      minWidth: 90,
      value: (l) => l.value,
      render: (l) => (l.value === null ? '—' : formatMoney(l.value)),
    },
    {
      field: 'countedAt',
      headerName: 'Last counted',
      minWidth: 190,
      // The ISO time sorts in time order and exports as a spreadsheet reads it.
      value: (l) => l.countedAt,
      render: (l) => (l.countedAt ? countedText(l.countedAt) : 'Never'),
    },
  ];
}
