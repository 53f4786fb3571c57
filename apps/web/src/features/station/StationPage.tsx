import { addDays, type TBatch, TEAMS } from '@brigade/core';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useUsername } from '../../app/auth/useSession';
import { dayText } from '../production/selection';
import { CoolingDialog } from './CoolingDialog';
import { OfflineBanner } from './OfflineBanner';
import { StationBatchCard } from './StationBatchCard';
import {
  STATION_DAYS,
  useMemberName,
  useOnline,
  useQueue,
  useQueueSender,
  useStationCooling,
  useStationPlan,
  useTap,
  useTemperatureUnit,
  useToday,
  withQueuedCheckOffs,
  withQueuedReadings,
} from './use-station';

export const stationPath = (team?: string) => (team ? `/station/${encodeURIComponent(team)}` : '/station');
export const coolingPrintPath = (date: string) => `/station/cooling-log?date=${date}`;

/** /station: which team's station this tablet is. */
function TeamChooser() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 520, mx: 'auto', mt: 4 }}>
      <Typography component="h1" sx={{ fontSize: '2rem', fontWeight: 700 }}>
        Station
      </Typography>
      <Typography sx={{ fontSize: '1.2rem' }}>Choose this tablet’s team:</Typography>
      {TEAMS.map((team) => (
        <Button
          key={team}
          component={RouterLink}
          to={stationPath(team)}
          variant="contained"
          size="large"
          sx={{ minHeight: 72, fontSize: '1.5rem' }}
        >
          {team}
        </Button>
      ))}
    </Stack>
  );
}

/**
 * /station/{team}: the team's batches for today and the next 3 days, working with no network
 * (use-station.ts): the plan and cooling logs read last are kept on the tablet, and every tap is
 * queued on it with its time, then sent.
 */
function TeamStation({ team, user }: { team: string; user: string }) {
  const today = useToday();
  const days = useMemo(() => Array.from({ length: STATION_DAYS }, (_, i) => addDays(today, i)), [today]);
  const [day, setDay] = useState(0);
  const date = days[day];
  const { online, since } = useOnline();
  const queue = useQueue(user);
  const handlers = useQueueSender(user);
  const tap = useTap(user, handlers);
  const unit = useTemperatureUnit(user);
  const by = useMemberName(user);
  const planQuery = useStationPlan(user, team, today);
  const cooling = useStationCooling(user, date);
  const [coolingOf, setCoolingOf] = useState<TBatch | null>(null);

  const plan = planQuery.data ? withQueuedCheckOffs(planQuery.data, queue, by) : undefined;
  const batchesOf = (d: string) =>
    plan?.days.find((p) => p.date === d)?.teams.find((t) => t.team === team)?.batches ?? [];
  const batches = batchesOf(date);
  const names = new Map(batches.map((b) => [b.recipe.id, b.recipe.name]));
  const logs = withQueuedReadings(cooling.data, date, queue, by, (id) => names.get(id) ?? '');
  const logOf = (batch: TBatch) => logs.find((l) => l.key === batch.key);

  const checkOff = (batch: TBatch, done: boolean) =>
    tap({
      id: crypto.randomUUID(),
      kind: 'check-off',
      body: { date, team, recipeId: batch.recipe.id, done, at: new Date().toISOString() },
    });
  const logTemperature = (batch: TBatch, temperature: number) =>
    tap({
      id: crypto.randomUUID(),
      kind: 'reading',
      body: { date, team, recipeId: batch.recipe.id, temperature, unit, at: new Date().toISOString() },
    });

  return (
    <Stack spacing={2}>
      <OfflineBanner online={online} since={since} waiting={queue.length} />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography component="h1" sx={{ fontSize: { xs: '1.8rem', sm: '2.25rem' }, fontWeight: 700 }}>
          {team} station
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={stationPath()} size="large">
            Change team
          </Button>
          <Button
            component={RouterLink}
            to={coolingPrintPath(date)}
            size="large"
            variant="outlined"
            startIcon={<PrintIcon />}
          >
            Cooling log
          </Button>
        </Box>
      </Box>
      <Tabs
        value={day}
        onChange={(_e, value: number) => setDay(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Production day"
      >
        {days.map((d, i) => (
          <Tab
            key={d}
            label={`${i === 0 ? 'Today' : dayText(d)} (${batchesOf(d).length})`}
            sx={{ fontSize: '1.15rem', minHeight: 56 }}
          />
        ))}
      </Tabs>
      {planQuery.isPending ? (
        <Typography sx={{ fontSize: '1.25rem' }}>
          {online ? 'Loading the plan…' : 'Offline, and this tablet has not read the plan yet.'}
        </Typography>
      ) : planQuery.isError && !planQuery.data ? (
        <Typography sx={{ fontSize: '1.25rem' }} color="error">
          The plan could not be read. It will be tried again.
        </Typography>
      ) : batches.length === 0 ? (
        <Typography sx={{ fontSize: '1.25rem' }}>Nothing to make on {dayText(date)}.</Typography>
      ) : (
        batches.map((batch) => (
          <StationBatchCard
            key={batch.key}
            batch={batch}
            user={user}
            cooling={logOf(batch)}
            unit={unit}
            onDone={(done) => checkOff(batch, done)}
            onCooling={() => setCoolingOf(batch)}
          />
        ))
      )}
      {coolingOf && (
        <CoolingDialog
          name={coolingOf.recipe.name}
          log={logOf(coolingOf)}
          unit={unit}
          onLog={(temperature) => logTemperature(coolingOf, temperature)}
          onClose={() => setCoolingOf(null)}
        />
      )}
    </Stack>
  );
}

export function StationPage() {
  const { team } = useParams();
  const user = useUsername() ?? '';
  const known = TEAMS.find((t) => t === team);
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1100, mx: 'auto' }}>
      {known ? <TeamStation key={known} team={known} user={user} /> : <TeamChooser />}
    </Box>
  );
}
