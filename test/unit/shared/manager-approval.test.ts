import { describe, expect, it } from 'vitest';
import type { DeclaredCall } from '../../../shared/bridge/call-declaration.js';
import { APPROVABLE, BRIDGE_CALLS } from '../../../shared/bridge/contract.js';
import { approvalCovers, approvalRequestOf } from '../../../shared/shift/manager-approval.js';

describe('what a manager’s approval names', () => {
  it('names the record each call acts on, as its declaration says', () => {
    expect(approvalRequestOf('stores.add', [{ baseUrl: 'https://second.example.com', name: 'Second' }])).toEqual({
      method: 'stores.add',
      record: 'https://second.example.com',
    });
    expect(approvalRequestOf('stores.setTimeZone', ['s1', null]).record).toBe('s1 the till’s own zone');
    expect(approvalRequestOf('staff.add', [{ name: 'Ana', role: 'manager', pin: '1234' }]).record).toBe('Ana as manager');
    expect(approvalRequestOf('staff.setRole', ['7', 'staff']).record).toBe('7 as staff');
    expect(approvalRequestOf('staff.setIdleLock', [null]).record).toBe('never');
    expect(approvalRequestOf('board.ship', ['R1', 'H2', { carrier: 'UPS', tracking: '1Z' }]).record).toBe('R1 H2');
    expect(approvalRequestOf('board.cancelOrder', ['R1', 'Customer asked']).record).toBe('R1');
    expect(approvalRequestOf('paper.pickList', [['R1', 'R2']]).record).toBe('R1, R2');
    expect(approvalRequestOf('till.setSigning', [false]).record).toBe('off');
    expect(approvalRequestOf('offline.recordRefundOwed', ['off-1']).record).toBe('off-1');
  });

  it('names the till as a whole for a call about the drawer, the shift or a setting', () => {
    expect(approvalRequestOf('shift.openDrawer', ['Change for the float'])).toEqual({ method: 'shift.openDrawer', record: null });
    expect(approvalRequestOf('admin.connect', [{ clientId: 'a', clientSecret: 'b' }]).record).toBeNull();
  });

  it('covers only the same method on the same record', () => {
    const ship = approvalRequestOf('board.ship', ['R1', 'H2', {}]);
    expect(approvalCovers(ship, approvalRequestOf('board.ship', ['R1', 'H2', {}]))).toBe(true);
    expect(approvalCovers(ship, approvalRequestOf('board.ship', ['R1', 'H3', {}]))).toBe(false);
    expect(approvalCovers(ship, approvalRequestOf('board.markReady', ['R1', 'H2']))).toBe(false);
  });

  it('only calls a manager approves declare a record', () => {
    const declaring = Object.entries(BRIDGE_CALLS).flatMap(([area, calls]) =>
      Object.entries(calls as Record<string, DeclaredCall>).flatMap(([method, d]) => (d.approvalRecord ? [`${area}.${method}`] : [])),
    );
    expect(declaring.length).toBeGreaterThan(20);
    expect(declaring.filter((method) => !(APPROVABLE as readonly string[]).includes(method))).toEqual([]);
  });
});
