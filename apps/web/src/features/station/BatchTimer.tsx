import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { savedTimers, saveTimer, type TimerState } from './station-storage';

/** '1:05:09' or '05:09': a running batch's time at arm's length. */
export function elapsedText(ms: number): string {
  const total = Math.floor(ms / 1000);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

const elapsed = (state: TimerState, now: number) =>
  state.elapsedMs + (state.startedAt === null ? 0 : now - state.startedAt);

/**
 * A batch's timer: start, pause, reset. It is kept on the tablet (a reload, or the station going
 * offline, keeps it running), counting from when it was started.
 */
export function BatchTimer({ user, batchKey, name }: { user: string; batchKey: string; name: string }) {
  const [state, setState] = useState<TimerState>(
    () => savedTimers(user)[batchKey] ?? { startedAt: null, elapsedMs: 0 },
  );
  const [now, setNow] = useState(() => Date.now());
  const running = state.startedAt !== null;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const change = (next: TimerState | null) => {
    saveTimer(user, batchKey, next);
    setState(next ?? { startedAt: null, elapsedMs: 0 });
    setNow(Date.now());
  };
  const shown = elapsed(state, now);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography
        component="span"
        role="timer"
        aria-label={`Timer: ${name}`}
        sx={{ fontSize: '1.75rem', fontVariantNumeric: 'tabular-nums', minWidth: '5ch', fontWeight: 600 }}
      >
        {elapsedText(shown)}
      </Typography>
      {running ? (
        <Button
          size="large"
          variant="outlined"
          startIcon={<PauseIcon />}
          sx={{ minHeight: 48 }}
          onClick={() => change({ startedAt: null, elapsedMs: shown })}
        >
          Pause
        </Button>
      ) : (
        <Button
          size="large"
          variant="outlined"
          startIcon={<PlayArrowIcon />}
          sx={{ minHeight: 48 }}
          onClick={() => change({ startedAt: Date.now(), elapsedMs: state.elapsedMs })}
        >
          {state.elapsedMs > 0 ? 'Resume' : 'Start timer'}
        </Button>
      )}
      {(running || state.elapsedMs > 0) && (
        <Button
          size="large"
          startIcon={<RestartAltIcon />}
          sx={{ minHeight: 48 }}
          onClick={() => change(null)}
        >
          Reset
        </Button>
      )}
    </Box>
  );
}
