import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CALENDAR_VIEWS, type CalendarView, VIEW_LABELS } from './calendar-range';
import { TOUCH_TARGET_PX } from './calendar-styles';

export type CalendarToolbarProps = {
  view: CalendarView;
  title: string;
  /** Today is already shown: the Today button has nothing to do. */
  todayShown: boolean;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
};

/** Copper buttons, joined in groups, at least 44 px high on touch screens. */
const buttonSx = {
  minWidth: 0,
  px: 1.5,
  boxShadow: 'none',
  '@media (pointer: coarse)': { minHeight: TOUCH_TARGET_PX, minWidth: TOUCH_TARGET_PX },
} as const;
const groupSx = {
  display: 'inline-flex',
  '& > :not(:first-of-type)': { borderTopLeftRadius: 0, borderBottomLeftRadius: 0 },
  '& > :not(:last-of-type)': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
} as const;

/** The month/week/day/rooms switch: a tab per view, the shown one selected. */
export function ViewTabs({ view, onView }: Pick<CalendarToolbarProps, 'view' | 'onView'>) {
  return (
    <Box role="tablist" aria-label="Calendar view" sx={groupSx}>
      {Object.values(CALENDAR_VIEWS).map((option) => {
        const selected = option === view;
        return (
          <Button
            key={option}
            role="tab"
            aria-selected={selected}
            aria-label={`${VIEW_LABELS[option].label} view`}
            variant="contained"
            disableElevation
            onClick={() => onView(option)}
            sx={{ ...buttonSx, bgcolor: selected ? 'primary.dark' : 'primary.main' }}
          >
            {VIEW_LABELS[option].label}
          </Button>
        );
      })}
    </Box>
  );
}

/**
 * The calendar's toolbar (spec 2: prev/next/today and the views), drawn by the page rather than by
 * FullCalendar so that it, and the title of the days shown, paint before the calendar's code has loaded.
 * On a phone the title takes the first line and the view switch goes under the calendar (`ViewTabs`).
 */
export function CalendarToolbar({ view, title, todayShown, onStep, onToday, onView }: CalendarToolbarProps) {
  const unit = VIEW_LABELS[view].unit;
  const steps = (
    <Box sx={groupSx}>
      <Button
        variant="contained"
        disableElevation
        aria-label={`Previous ${unit}`}
        onClick={() => onStep(-1)}
        sx={buttonSx}
      >
        <ChevronLeft />
      </Button>
      <Button
        variant="contained"
        disableElevation
        aria-label={`Next ${unit}`}
        onClick={() => onStep(1)}
        sx={buttonSx}
      >
        <ChevronRight />
      </Button>
    </Box>
  );
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        mb: 2,
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, order: { xs: 2, sm: 0 }, ml: { xs: 'auto', sm: 0 } }}>
        {steps}
        <Button variant="contained" disableElevation disabled={todayShown} onClick={onToday} sx={buttonSx}>
          Today
        </Button>
      </Box>
      <Typography
        component="h2"
        sx={{
          flex: 1,
          order: { xs: 1, sm: 0 },
          textAlign: { xs: 'left', sm: 'center' },
          fontSize: { xs: '1.25rem', sm: '1.75rem' },
          fontWeight: 700,
          lineHeight: 1.2,
        }}
      >
        {title}
      </Typography>
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <ViewTabs view={view} onView={onView} />
      </Box>
    </Box>
  );
}
