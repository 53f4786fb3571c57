import { describe, expect, it } from 'vitest';
import { COOLING_MESSAGES as M } from '../messages/cooling.ts';
import {
  coolingStatus,
  fromFahrenheit,
  tapTimeProblem,
  temperatureProblem,
  temperatureText,
  temperatureUnitOf,
  toFahrenheit,
} from './cooling.ts';

const at = (hhmm: string) => `2026-12-05T${hhmm}:00.000Z`;
const r = (hhmm: string, temperatureF: number) => ({ at: at(hhmm), temperatureF });

describe('cooling limits (Food Code: 135 → 70 °F in 2 h, → 41 °F within 6 h in all)', () => {
  it('is hot, with no clock, while every reading is at or above 135 °F', () => {
    const s = coolingStatus([r('12:00', 180), r('12:20', 135)], at('13:00'));
    expect(s.state).toBe('hot');
    expect(s.startedAt).toBeNull();
    expect(s.stage1.deadline).toBeNull();
  });

  it('starts the clock at the last reading at or above 135 °F, and meets both stages on time', () => {
    // 165 at 12:00, 120 at 12:30: the clock starts at 12:00 (safe side); 70 by 14:00, 41 by 18:00.
    // 68 at 13:45 (1 h 45 min: in time), 40 at 17:30 (5 h 30 min: in time).
    const s = coolingStatus([r('12:30', 120), r('12:00', 165), r('13:45', 68), r('17:30', 40)], at('18:30'));
    expect(s.startedAt).toBe(at('12:00'));
    expect(s.stage1).toEqual({ targetF: 70, deadline: at('14:00'), reachedAt: at('13:45'), status: 'met' });
    expect(s.stage2).toEqual({ targetF: 41, deadline: at('18:00'), reachedAt: at('17:30'), status: 'met' });
    expect(s.state).toBe('done');
    expect(s.warnings).toEqual([]);
  });

  it('gives the second stage what the first left: 70 °F in 1 h leaves 5 h for 41 °F', () => {
    // 135 at 12:00, 70 at 13:00, 41 at 17:59: within 6 h in all though 4 h 59 min after 70 °F.
    const s = coolingStatus([r('12:00', 135), r('13:00', 70), r('17:59', 41)], at('18:30'));
    expect(s.stage2.status).toBe('met');
    expect(s.state).toBe('done');
  });

  it('misses the first stage when 70 °F comes after 2 hours (a minute late is late)', () => {
    // 140 at 12:00, 100 at 13:00, 70 at 14:01: one minute past 14:00.
    const s = coolingStatus([r('12:00', 140), r('13:00', 100), r('14:01', 70)], at('14:05'));
    expect(s.stage1.status).toBe('missed');
    expect(s.stage2.status).toBe('pending');
    expect(s.state).toBe('out-of-limits');
    expect(s.warnings).toEqual([M.stage1Missed]);
  });

  it('misses a stage when its deadline passes without a reading at its target', () => {
    // 150 at 12:00, 90 at 13:30; at 14:00 the stage is still pending, at 14:01 it is missed.
    const readings = [r('12:00', 150), r('13:30', 90)];
    expect(coolingStatus(readings, at('14:00')).stage1.status).toBe('pending');
    expect(coolingStatus(readings, at('14:00')).state).toBe('cooling');
    expect(coolingStatus(readings, at('14:01')).stage1.status).toBe('missed');
  });

  it('misses the second stage at 6 hours in all, even when the first was met', () => {
    // 135 at 08:00, 65 at 09:30 (met); 45 at 13:00; nothing at 41 °F by 14:00; at 14:30 it is missed.
    const s = coolingStatus([r('08:00', 135), r('09:30', 65), r('13:00', 45)], at('14:30'));
    expect(s.stage1.status).toBe('met');
    expect(s.stage2).toMatchObject({ deadline: at('14:00'), reachedAt: null, status: 'missed' });
    expect(s.warnings).toEqual([M.stage2Missed]);
  });

  it('warns when the first reading is already below 135 °F, and starts the clock at it', () => {
    const s = coolingStatus([r('12:00', 100), r('13:00', 60)], at('13:05'));
    expect(s.startedAt).toBe(at('12:00'));
    expect(s.stage1.status).toBe('met');
    expect(s.warnings).toEqual([M.startedBelow]);
  });
});

describe('temperatures in °F and °C', () => {
  it('converts exactly and shows one decimal', () => {
    expect(toFahrenheit(100, 'C')).toBe(212);
    expect(toFahrenheit(-40, 'C')).toBe(-40);
    expect(toFahrenheit(5, 'C')).toBe(41);
    expect(fromFahrenheit(70, 'C')).toBeCloseTo(21.1111, 4);
    expect(temperatureText(70, 'C')).toBe('21.1 °C');
    expect(temperatureText(41, 'F')).toBe('41 °F');
    expect(temperatureText(32, 'C')).toBe('0 °C');
    expect(temperatureUnitOf('metric')).toBe('C');
    expect(temperatureUnitOf('us')).toBe('F');
  });

  it('refuses what no probe reads: below −40 or above 500 °F (260 °C)', () => {
    expect(temperatureProblem(500, 'F')).toBeNull();
    expect(temperatureProblem(260, 'C')).toBeNull();
    expect(temperatureProblem(260.1, 'C')).toBe(M.temperatureOutOfRange('-40 °C', '260 °C'));
    expect(temperatureProblem(-41, 'F')).toBe(M.temperatureOutOfRange('-40 °F', '500 °F'));
  });

  it('takes a tap time up to 5 minutes ahead and 14 days back', () => {
    const now = at('12:00');
    expect(tapTimeProblem(at('12:05'), now)).toBeNull();
    expect(tapTimeProblem(at('12:06'), now)).toBe(M.tapInFuture);
    expect(tapTimeProblem('2026-11-21T12:00:00.000Z', now)).toBeNull();
    expect(tapTimeProblem('2026-11-21T11:59:00.000Z', now)).toBe(M.tapTooOld(14));
  });
});
