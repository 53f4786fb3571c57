import {
  atLeast,
  countOf,
  formatNutrient,
  percentDailyValue,
  type TNutritionError,
  type TNutritionFactsRow,
} from '@brigade/core';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { servingsText } from './CostSummary';
import './nutrition-facts.css';

/** "Sodium: 2 ingredients have no data" — said instead of counting them as zero. */
export function missingDataText(row: Pick<TNutritionFactsRow, 'label' | 'missing'>): string {
  const n = row.missing.length;
  return `${row.label}: ${countOf(n, 'ingredient has', 'ingredients have')} no data`;
}

/** The amount as the label shows it; a lower bound ("≥") when some ingredients have no data. */
function amountText(row: TNutritionFactsRow): string {
  if (row.amount === null) return '—';
  const amount = `${formatNutrient(row.amount)} ${row.units}`;
  return atLeast(amount, row.missing.length > 0);
}

/** The row's % Daily Value ("15%"), a lower bound ("≥ 15%") like its amount; empty without one. */
function percentText(row: TNutritionFactsRow): string {
  const percent = percentDailyValue(row);
  if (percent === null) return '';
  return atLeast(`${percent}%`, row.missing.length > 0);
}

/** The label's footnote to its % Daily Value column (21 CFR 101.9(d)(9)). */
export const DAILY_VALUE_NOTE =
  '* The % Daily Value (DV) tells you how much a nutrient in a serving of food contributes to a daily diet. 2,000 calories a day is used for general nutrition advice.';

const PRINT_CLASS = 'print-nutrition-facts';

/** Prints the panel alone (nutrition-facts.css), then puts the page back. */
function printPanel() {
  const body = document.body;
  const done = () => {
    body.classList.remove(PRINT_CLASS);
    window.removeEventListener('afterprint', done);
  };
  body.classList.add(PRINT_CLASS);
  window.addEventListener('afterprint', done);
  try {
    window.print();
  } finally {
    // Browsers whose print() returns before printing fire afterprint later; the rest are done now.
    setTimeout(done, 0);
  }
}

const bar = (height: number) => ({ borderTop: `${height}px solid`, borderColor: 'common.black' });

/**
 * One serving's Nutrition Facts, laid out like the US label (21 CFR 101.9): the label's rows in its
 * order (core's nutritionFacts), thick bars between its blocks, sub-rows indented. A nutrient some
 * ingredients have no data for is a lower bound and the panel names how many; the panel prints alone.
 */
export function NutritionFactsPanel({
  facts,
  servings,
  servingSize,
  errors,
}: {
  facts: TNutritionFactsRow[];
  servings: number;
  servingSize: string;
  errors: TNutritionError[];
}) {
  const id = useId();
  const calories = facts.find((r) => r.key === 'calories');
  const nutrients = facts.filter((r) => r.key !== 'calories');
  // The label's thick bar sits above the vitamins and minerals.
  const vitaminsFrom = nutrients.findIndex((r) => r.key === 'vitaminD');
  const notes = facts.filter((r) => r.missing.length > 0);

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Nutrition
        </Typography>
        <Button size="small" startIcon={<Print />} onClick={printPanel}>
          Print Nutrition Facts
        </Button>
      </Box>
      <Box
        className="nutrition-facts-panel"
        component="section"
        aria-labelledby={id}
        sx={{
          border: '1px solid',
          borderColor: 'common.black',
          bgcolor: 'common.white',
          color: 'common.black',
          p: 1,
          fontFamily: '"Helvetica Neue", Helvetica, Arial, sans-serif',
          maxWidth: 360,
        }}
      >
        <Typography
          id={id}
          component="h4"
          sx={{ fontWeight: 900, fontSize: 32, lineHeight: 1, letterSpacing: '-0.5px', m: 0 }}
        >
          Nutrition Facts
        </Typography>
        <Box sx={{ ...bar(1), mt: 0.5, pt: 0.25 }}>
          <Typography sx={{ fontSize: 14 }}>{servingsText(servings)} per batch</Typography>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 800, fontSize: 16 }}>
            <span>Serving size</span>
            <span>{servingSize.trim() || '—'}</span>
          </Box>
        </Box>
        <Box sx={{ ...bar(10), mt: 0.5 }} />
        <Typography sx={{ fontSize: 12, fontWeight: 700, pt: 0.25 }}>Amount per serving</Typography>
        <Box
          sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}
          role="group"
          aria-label={`Calories ${calories ? amountText(calories) : '—'}`}
        >
          <Typography sx={{ fontWeight: 900, fontSize: 26, lineHeight: 1.1 }}>Calories</Typography>
          <Typography sx={{ fontWeight: 900, fontSize: 26, lineHeight: 1.1 }}>
            {calories?.amount == null
              ? '—'
              : atLeast(formatNutrient(calories.amount), calories.missing.length > 0)}
          </Typography>
        </Box>
        <Box sx={{ ...bar(5), mt: 0.25 }} />
        <Box
          component="table"
          aria-label="Nutrients per serving"
          sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}
        >
          <thead>
            <tr>
              <Box
                component="th"
                colSpan={3}
                sx={{ textAlign: 'right', fontSize: 12, fontWeight: 800, py: 0.25 }}
              >
                % Daily Value*
              </Box>
            </tr>
          </thead>
          <tbody>
            {nutrients.map((row, i) => (
              <Box
                component="tr"
                key={row.key}
                sx={i === vitaminsFrom ? { borderTop: '10px solid', borderColor: 'common.black' } : bar(1)}
              >
                <Box
                  component="th"
                  scope="row"
                  sx={{
                    textAlign: 'left',
                    py: 0.25,
                    pl: row.indent * 2,
                    fontWeight: row.indent === 0 && i < vitaminsFrom ? 800 : 400,
                  }}
                >
                  {row.label}
                </Box>
                <Box component="td" sx={{ textAlign: 'right', py: 0.25, whiteSpace: 'nowrap' }}>
                  {amountText(row)}
                </Box>
                <Box
                  component="td"
                  sx={{
                    textAlign: 'right',
                    py: 0.25,
                    pl: 1,
                    whiteSpace: 'nowrap',
                    fontWeight: 800,
                    width: '4.5em',
                  }}
                >
                  {percentText(row)}
                </Box>
              </Box>
            ))}
          </tbody>
        </Box>
        <Box sx={{ ...bar(5), pt: 0.5, fontSize: 11, display: 'grid', gap: 0.25 }}>
          {notes.length > 0 ? (
            <Box component="ul" aria-label="Missing nutrient data" sx={{ m: 0, pl: 2 }}>
              {notes.map((row) => (
                <li key={row.key} title={row.missing.join(', ')}>
                  {missingDataText(row)} ({row.missing.join(', ')})
                </li>
              ))}
            </Box>
          ) : null}
          {errors.map((e) => (
            <span key={`${e.recipePath.join('/')}-${e.line}-${e.message}`}>
              Not counted: {[...e.recipePath.slice(1), e.name].join(' › ')} — {e.message}
            </span>
          ))}
          <span>{DAILY_VALUE_NOTE}</span>
          <span>Amounts to 2 decimals, from the ingredients' nutrient facts.</span>
        </Box>
      </Box>
    </Box>
  );
}
