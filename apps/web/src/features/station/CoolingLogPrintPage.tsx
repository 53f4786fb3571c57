import { temperatureText } from '@brigade/core';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { useUsername } from '../../app/auth/useSession';
import { dayOf, parseDay } from '../../lib/local-day';
import { longDayText } from '../production/selection';
import { coolingStateText, timeText } from './cooling-text';
import {
  useMemberName,
  useQueue,
  useStationCooling,
  useTemperatureUnit,
  withQueuedReadings,
} from './use-station';

/**
 * /station/cooling-log?date=…: the day's cooling logs on paper (every team's cooked batches), to sign
 * and file: each reading's time, temperature and cook, and whether the Food Code limits were met.
 */
export function CoolingLogPrintPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const date = dayOf(parseDay(params.get('date')) ?? new Date());
  const user = useUsername() ?? '';
  const unit = useTemperatureUnit(user);
  const cooling = useStationCooling(user, date);
  const queue = useQueue(user);
  const by = useMemberName(user);
  const logs = withQueuedReadings(cooling.data, date, queue, by, () => '');
  const cell = { border: '1px solid #999', p: '4px 8px', textAlign: 'left', verticalAlign: 'top' } as const;
  return (
    <Box sx={{ p: 3, maxWidth: 1000, mx: 'auto', '@media print': { p: 0 } }}>
      <Box sx={{ display: 'flex', gap: 1, mb: 2, '@media print': { display: 'none' } }}>
        <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)} size="large">
          Back
        </Button>
        <Button startIcon={<PrintIcon />} variant="contained" onClick={() => window.print()} size="large">
          Print
        </Button>
      </Box>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        Cooling log — {longDayText(date)}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Food Code 3-501.14: from {temperatureText(135, unit)} to {temperatureText(70, unit)} within 2 hours,
        and to {temperatureText(41, unit)} or below within 6 hours in all.
      </Typography>
      {logs.length === 0 ? (
        <Typography>No cooling logged on this day.</Typography>
      ) : (
        <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              <Box component="th" sx={cell}>
                Batch
              </Box>
              <Box component="th" sx={cell}>
                Readings (time, temperature, cook)
              </Box>
              <Box component="th" sx={cell}>
                Result
              </Box>
            </tr>
          </thead>
          <tbody>
            {logs.map((log) => (
              <tr key={log.key}>
                <Box component="td" sx={cell}>
                  <strong>{log.recipe.name}</strong>
                  <br />
                  {log.team}
                </Box>
                <Box component="td" sx={cell}>
                  {log.readings.map((r) => (
                    <div key={r.id}>
                      {timeText(r.at)} — {temperatureText(r.temperatureF, unit)} — {r.by}
                    </div>
                  ))}
                </Box>
                <Box
                  component="td"
                  sx={{ ...cell, color: log.status.state === 'out-of-limits' ? '#b91c1c' : undefined }}
                >
                  {coolingStateText(log, unit)}
                  {log.status.warnings.map((w) => (
                    <div key={w}>{w}</div>
                  ))}
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      )}
      <Typography sx={{ mt: 4 }}>Checked by: ____________________ Signature: ____________________</Typography>
    </Box>
  );
}
