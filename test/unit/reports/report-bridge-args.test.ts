/** The paper, reports and alerts calls: strict arguments, and manager-only where they read or change the store's orders. */
import { describe, expect, it } from 'vitest';
import { bridgeArgs, MANAGER_ACTION_WORDS, MANAGER_ONLY } from '../../../shared/bridge/bridge.js';

describe('paper, reports and alerts on the bridge', () => {
  it('take 1 to 100 order numbers, each once', () => {
    expect(bridgeArgs.paper.pickList.safeParse([['R123456789', 'R2']]).success).toBe(true);
    expect(bridgeArgs.paper.pickList.safeParse([[]]).success).toBe(false);
    expect(bridgeArgs.paper.packingSlips.safeParse([['R1', 'R1']]).success).toBe(false);
    expect(bridgeArgs.paper.pickList.safeParse([['R1,R2']]).success).toBe(false);
    expect(bridgeArgs.paper.pickList.safeParse([Array.from({ length: 101 }, (_, i) => `R${i}`)]).success).toBe(false);
  });

  it('take a day, a week or a custom range of dates, nothing else (the store’s time zone is main’s)', () => {
    expect(bridgeArgs.reports.sales.safeParse([{ kind: 'day', date: '2026-11-24' }]).success).toBe(true);
    expect(bridgeArgs.reports.sales.safeParse([{ kind: 'custom', date: '2026-11-01' }]).success).toBe(false);
    expect(bridgeArgs.reports.sales.safeParse([{ kind: 'day', date: '24/11/2026' }]).success).toBe(false);
    expect(bridgeArgs.reports.exportCsv.safeParse([{ kind: 'week', date: '2026-11-24' }, 'orders']).success).toBe(true);
    expect(bridgeArgs.reports.exportCsv.safeParse([{ kind: 'week', date: '2026-11-24' }, '../../etc/passwd']).success).toBe(false);
    expect(bridgeArgs.reports.sales.safeParse([{ kind: 'day', date: '2026-11-24', extra: 1 }]).success).toBe(false);
  });

  it('take thresholds in whole minutes and hours, or null for off', () => {
    expect(bridgeArgs.alerts.setThresholds.safeParse([{ pickupReadyMinutes: 30, paidNotShippedHours: null }]).success).toBe(true);
    expect(bridgeArgs.alerts.setThresholds.safeParse([{ pickupReadyMinutes: 1, paidNotShippedHours: 24 }]).success).toBe(false);
    expect(bridgeArgs.alerts.setThresholds.safeParse([{ pickupReadyMinutes: 30, paidNotShippedHours: 2.5 }]).success).toBe(false);
  });

  it('are a manager’s, each named for the approval dialog', () => {
    for (const method of ['paper.pickList', 'paper.packingSlips', 'reports.sales', 'reports.exportCsv', 'alerts.setThresholds'] as const) {
      expect(MANAGER_ONLY).toContain(method);
      expect(MANAGER_ACTION_WORDS[method]).toBeTruthy();
    }
  });
});
