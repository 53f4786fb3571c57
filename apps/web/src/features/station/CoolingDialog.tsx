import {
  COOLING_MESSAGES,
  type TCoolingLog,
  type TTemperatureUnit,
  temperatureProblem,
  temperatureText,
} from '@brigade/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { coolingStateText, timeText } from './cooling-text';

/**
 * A cooked batch's cooling log at the station: its readings, where it stands against the Food Code's
 * two stages (core's coolingStatus), and a field to log the temperature now, in the kitchen's unit.
 */
export function CoolingDialog({
  name,
  log,
  unit,
  onLog,
  onClose,
}: {
  name: string;
  log: TCoolingLog | undefined;
  unit: TTemperatureUnit;
  onLog: (temperature: number) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim() === '' ? Number.NaN : Number(text);
    const problem = Number.isNaN(value)
      ? COOLING_MESSAGES.temperatureRequired
      : temperatureProblem(value, unit);
    if (problem) {
      setError(problem);
      return;
    }
    onLog(value);
    setText('');
    setError(null);
  };
  const warnings = log?.status.warnings ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="cooling-title">
      <DialogTitle id="cooling-title" sx={{ fontSize: '1.5rem' }}>
        Cooling log: {name}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ fontSize: '1.15rem', mb: 1 }}>{coolingStateText(log, unit)}</Typography>
        {warnings.length > 0 && (
          <Alert severity="error" sx={{ mb: 2, fontSize: '1.05rem' }}>
            {warnings.map((w) => (
              <div key={w}>{w}</div>
            ))}
          </Alert>
        )}
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <TextField
            label={`Temperature (°${unit})`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={error !== null}
            helperText={error ?? ' '}
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'decimal', style: { fontSize: '1.5rem' } } }}
          />
          <Button type="submit" variant="contained" size="large" sx={{ minHeight: 56 }}>
            Log temperature
          </Button>
        </Box>
        <List dense aria-label="Readings">
          {(log?.readings ?? []).map((r) => (
            <ListItem key={r.id} disableGutters>
              <ListItemText
                primary={`${timeText(r.at)} — ${temperatureText(r.temperatureF, unit)}`}
                secondary={r.by}
                slotProps={{ primary: { sx: { fontSize: '1.2rem' } } }}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button size="large" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
