import type {
  TCoolingLogs,
  TCoolingReadingRequest,
  TProductionCheckOffRequest,
  TProductionPlan,
  TTemperatureUnit,
} from '@brigade/core';

/**
 * What a station tablet keeps in localStorage so it works with no network, reloads included: the
 * last plan and cooling logs it read (per member and team), and the queue of taps not yet sent.
 * localStorage writes are synchronous: a tap queued is on the device before the screen shows it, so
 * none is lost to a reload, a closed tab or a flat battery. Keys carry the member's login: another
 * member signing in on the same tablet neither sees nor sends them.
 */

/** A tap made at the station, with the time it was made (the server records that time, not its arrival). */
export type QueuedTap =
  | { id: string; kind: 'check-off'; body: TProductionCheckOffRequest & { at: string } }
  | { id: string; kind: 'reading'; body: TCoolingReadingRequest & { at: string } };

const PREFIX = 'brigade.station';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function read<T>(key: string): T | null {
  const text = storage()?.getItem(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // A full storage keeps what it had: the screen still shows what it holds in memory.
  }
}

export type Saved<T> = { data: T; savedAt: number };

const planKey = (user: string, team: string) => `${PREFIX}.plan:${user}:${team}`;
const logsKey = (user: string, date: string) => `${PREFIX}.cooling:${user}:${date}`;
const queueKey = (user: string) => `${PREFIX}.queue:${user}`;
const timerKey = (user: string) => `${PREFIX}.timers:${user}`;
const unitKey = (user: string) => `${PREFIX}.unit:${user}`;
const nameKey = (user: string) => `${PREFIX}.name:${user}`;
const OFFLINE_SINCE_KEY = `${PREFIX}.offline-since`;

export const savedPlan = (user: string, team: string) => read<Saved<TProductionPlan>>(planKey(user, team));
export const savePlan = (user: string, team: string, data: TProductionPlan) =>
  write(planKey(user, team), { data, savedAt: Date.now() });

export const savedCoolingLogs = (user: string, date: string) =>
  read<Saved<TCoolingLogs>>(logsKey(user, date));
export const saveCoolingLogs = (user: string, date: string, data: TCoolingLogs) =>
  write(logsKey(user, date), { data, savedAt: Date.now() });

export const savedUnit = (user: string) => read<TTemperatureUnit>(unitKey(user));
export const saveUnit = (user: string, unit: TTemperatureUnit) => write(unitKey(user), unit);

/** The member's name as the server marks their taps, to show on taps not sent yet. */
export const savedName = (user: string) => read<string>(nameKey(user));
export const saveName = (user: string, name: string) => write(nameKey(user), name);

/** The taps waiting to be sent, oldest first. */
export const queuedTaps = (user: string): QueuedTap[] => read<QueuedTap[]>(queueKey(user)) ?? [];

export function enqueueTap(user: string, tap: QueuedTap): void {
  write(queueKey(user), [...queuedTaps(user), tap]);
}

/** Takes a tap off the queue once the server has it (or refused it for good). */
export function dequeueTap(user: string, id: string): void {
  write(
    queueKey(user),
    queuedTaps(user).filter((tap) => tap.id !== id),
  );
}

/** A batch's timer: running since `startedAt` (epoch ms), or stopped with `elapsedMs` counted. */
export type TimerState = { startedAt: number | null; elapsedMs: number };
export const savedTimers = (user: string) => read<Record<string, TimerState>>(timerKey(user)) ?? {};
export function saveTimer(user: string, key: string, state: TimerState | null): void {
  const timers = savedTimers(user);
  if (state) timers[key] = state;
  else delete timers[key];
  write(timerKey(user), timers);
}

/** When the tablet went offline (kept across reloads, so the banner tells the first moment), or null. */
export const offlineSince = () => read<number>(OFFLINE_SINCE_KEY);
export function setOfflineSince(at: number | null): void {
  if (at === null) storage()?.removeItem(OFFLINE_SINCE_KEY);
  else write(OFFLINE_SINCE_KEY, at);
}
