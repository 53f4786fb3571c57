import {
  addDays,
  batchKey,
  coolingStatus,
  type TCoolingLog,
  type TCoolingLogs,
  type TProductionPlan,
  type TTemperatureUnit,
  temperatureUnitOf,
  toFahrenheit,
} from '@brigade/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useSnackbar } from '../../components/snackbar';
import { call } from '../../lib/api-client';
import { kitchenSettingsQuery } from '../../lib/kitchen-settings';
import { dayOf } from '../../lib/local-day';
import { withCheckOff } from '../production/api';
import { browserTimeZone } from '../production/selection';
import {
  offlineSince,
  type QueuedTap,
  queuedTaps,
  saveCoolingLogs,
  savedCoolingLogs,
  savedName,
  savedPlan,
  savedUnit,
  saveName,
  savePlan,
  saveUnit,
  setOfflineSince,
} from './station-storage';
import { type FlushHandlers, flushQueue, queueTap, queueVersion, subscribeQueue } from './sync';

/** The station shows today and the next 3 production days. */
export const STATION_DAYS = 4;
/** While taps wait, the station tries to send them this often (navigator.onLine can be wrong). */
const RETRY_MS = 15_000;

export const stationKeys = {
  all: ['station'] as const,
  plan: (user: string, team: string, today: string) => ['station', 'plan', user, team, today] as const,
  cooling: (user: string, date: string) => ['station', 'cooling', user, date] as const,
};

/** The station's local day (the tablet's clock), read again each minute so midnight moves it on. */
export function useToday(): string {
  const [today, setToday] = useState(() => dayOf(new Date()));
  useEffect(() => {
    const timer = setInterval(() => setToday(dayOf(new Date())), 60_000);
    return () => clearInterval(timer);
  }, []);
  return today;
}

/** Whether the tablet is online, and since when it is not (kept across reloads). */
export function useOnline(): { online: boolean; since: number | null } {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  const since = useMemo(() => {
    if (online) return null;
    return offlineSince() ?? Date.now();
  }, [online]);
  useEffect(() => setOfflineSince(online ? null : since), [online, since]);
  return { online, since };
}

/** The taps waiting to be sent (re-rendered as the queue changes). */
export function useQueue(user: string): QueuedTap[] {
  const version = useSyncExternalStore(subscribeQueue, queueVersion);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the queue is re-read when its version moves.
  return useMemo(() => queuedTaps(user), [user, version]);
}

/** Sends the queue now, when the network comes back, and every 15 s while taps wait. */
export function useQueueSender(user: string): FlushHandlers {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const handlers = useMemo<FlushHandlers>(
    () => ({
      onRefused: (_tap, message) => snackbar.error(message),
      onSent: () => void queryClient.invalidateQueries({ queryKey: stationKeys.all }),
    }),
    [queryClient, snackbar],
  );
  useEffect(() => {
    const flush = () => void flushQueue(user, handlers);
    flush();
    window.addEventListener('online', flush);
    const timer = setInterval(() => {
      if (queuedTaps(user).length > 0) flush();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', flush);
      clearInterval(timer);
    };
  }, [user, handlers]);
  return handlers;
}

/**
 * What the team makes today and on the next 3 days, by production day (every batch made on them,
 * however far ahead its event), kept on the device.
 */
export function useStationPlan(user: string, team: string, today: string) {
  return useQuery({
    queryKey: stationKeys.plan(user, team, today),
    queryFn: async ({ signal }) => {
      const query = {
        startDate: today,
        endDate: addDays(today, STATION_DAYS - 1),
        by: 'production' as const,
        team,
        timeZone: browserTimeZone(),
      };
      const plan = await call('getProductionPlan', { query, signal });
      savePlan(user, team, plan);
      return plan;
    },
    initialData: () => savedPlan(user, team)?.data,
    initialDataUpdatedAt: () => savedPlan(user, team)?.savedAt,
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

/** The cooling logs of a production day, kept on the device. */
export function useStationCooling(user: string, date: string) {
  return useQuery({
    queryKey: stationKeys.cooling(user, date),
    queryFn: async ({ signal }) => {
      const logs = await call('getCoolingLogs', { query: { date }, signal });
      saveCoolingLogs(user, date, logs);
      return logs;
    },
    initialData: () => savedCoolingLogs(user, date)?.data,
    initialDataUpdatedAt: () => savedCoolingLogs(user, date)?.savedAt,
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

/** The kitchen's temperature unit (°C for metric measures), remembered for offline use. */
export function useTemperatureUnit(user: string): TTemperatureUnit {
  const settings = useQuery(kitchenSettingsQuery).data;
  const unit = settings ? temperatureUnitOf(settings.measurementSystem) : (savedUnit(user) ?? 'F');
  useEffect(() => {
    if (settings) saveUnit(user, unit);
  }, [settings, user, unit]);
  return unit;
}

/**
 * The member's name as the server writes it on a check-off (first and last name, else the login),
 * remembered for offline use: a tap not sent yet shows it as it will be recorded.
 */
export function useMemberName(user: string): string {
  const account = useQuery({
    queryKey: ['station', 'account', user],
    queryFn: ({ signal }) => call('getAccount', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
  const name = account ? `${account.firstName} ${account.lastName}`.trim() || account.login : null;
  useEffect(() => {
    if (name) saveName(user, name);
  }, [name, user]);
  return name ?? savedName(user) ?? user;
}

/** The plan as the station shows it: the server's, with the taps still queued applied on top. */
export function withQueuedCheckOffs(plan: TProductionPlan, queue: QueuedTap[], by: string): TProductionPlan {
  let shown = plan;
  for (const tap of queue) {
    if (tap.kind !== 'check-off') continue;
    const { date, team, recipeId, done, at } = tap.body;
    shown = withCheckOff(shown, batchKey(date, team, recipeId), done ? { by, at } : null);
  }
  return shown;
}

/** A day's cooling logs with the queued readings added, their status worked out again by core. */
export function withQueuedReadings(
  logs: TCoolingLogs | undefined,
  date: string,
  queue: QueuedTap[],
  by: string,
  recipeName: (recipeId: number) => string,
): TCoolingLog[] {
  const byKey = new Map((logs?.logs ?? []).map((log) => [log.key, log]));
  const now = new Date().toISOString();
  // Queued readings have no id yet: negative ones, each its own.
  let pending = 0;
  for (const tap of queue) {
    if (tap.kind !== 'reading' || tap.body.date !== date) continue;
    pending -= 1;
    const { team, recipeId, temperature, unit, at } = tap.body;
    const key = batchKey(date, team, recipeId);
    const before = byKey.get(key);
    const readings = [
      ...(before?.readings ?? []),
      { id: pending, at, temperatureF: toFahrenheit(temperature, unit), by },
    ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    byKey.set(key, {
      key,
      date,
      team,
      recipe: before?.recipe ?? { id: recipeId, name: recipeName(recipeId) },
      readings,
      status: coolingStatus(readings, now),
    });
  }
  return [...byKey.values()];
}

/** One tap at the station: queued on the device with its time, then sent. */
export function useTap(user: string, handlers: FlushHandlers) {
  return useCallback(
    (tap: QueuedTap) => {
      queueTap(user, tap, handlers);
    },
    [user, handlers],
  );
}
