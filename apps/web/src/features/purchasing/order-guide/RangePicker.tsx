import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { type DayRange, parseDay } from '../../../lib/local-day';
import { rangeSteps } from './range-steps';

/** A button bringing a fixed range ("Today", "Next week"). */
export type RangeShortcut = { label: string; range: DayRange };

/**
 * The days an order guide (or a production plan) covers: two date fields (both days included), and
 * buttons stepping by the kind of range shown (a month, a week, any run of days) which say so — or,
 * given `shortcuts`, those buttons instead. A range takes effect once both days are real and in order;
 * until then the field says why.
 */
export function RangePicker({
  range,
  onChange,
  shortcuts,
}: {
  range: DayRange;
  onChange: (range: DayRange) => void;
  shortcuts?: RangeShortcut[];
}) {
  const [draft, setDraft] = useState(range);
  // The address is the truth: a month button or the browser's back button moves the fields too.
  const { from: shownFrom, to: shownTo } = range;
  useEffect(() => setDraft({ from: shownFrom, to: shownTo }), [shownFrom, shownTo]);

  const steps = rangeSteps(range);
  const from = parseDay(draft.from);
  const to = parseDay(draft.to);
  const problem = !from
    ? { field: 'from', text: 'Choose the first day' }
    : !to
      ? { field: 'to', text: 'Choose the last day' }
      : from > to
        ? { field: 'to', text: 'The last day cannot be before the first' }
        : null;

  const edit = (next: DayRange) => {
    setDraft(next);
    const a = parseDay(next.from);
    const b = parseDay(next.to);
    if (a && b && a <= b) onChange(next);
  };

  return (
    <Box
      role="group"
      aria-label="Days covered"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}
    >
      <TextField
        type="date"
        label="From"
        size="small"
        value={draft.from}
        onChange={(event) => edit({ ...draft, from: event.target.value })}
        error={problem?.field === 'from'}
        helperText={problem?.field === 'from' ? problem.text : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 170 }}
      />
      <TextField
        type="date"
        label="To"
        size="small"
        value={draft.to}
        onChange={(event) => edit({ ...draft, to: event.target.value })}
        error={problem?.field === 'to'}
        helperText={problem?.field === 'to' ? problem.text : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 170 }}
      />
      {shortcuts ? (
        <Box role="group" aria-label="Shortcuts" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {shortcuts.map((shortcut) => {
            const current = shortcut.range.from === range.from && shortcut.range.to === range.to;
            return (
              <Button
                key={shortcut.label}
                variant={current ? 'contained' : 'outlined'}
                aria-pressed={current}
                onClick={() => onChange(shortcut.range)}
                sx={{ minHeight: 44 }}
              >
                {shortcut.label}
              </Button>
            );
          })}
        </Box>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Tooltip title={steps.previous.label}>
            <IconButton aria-label={steps.previous.label} onClick={() => onChange(steps.previous.range)}>
              <ChevronLeft />
            </IconButton>
          </Tooltip>
          <Button onClick={() => onChange(steps.current.range)}>{steps.current.label}</Button>
          <Tooltip title={steps.next.label}>
            <IconButton aria-label={steps.next.label} onClick={() => onChange(steps.next.range)}>
              <ChevronRight />
            </IconButton>
          </Tooltip>
        </Box>
      )}
    </Box>
  );
}
