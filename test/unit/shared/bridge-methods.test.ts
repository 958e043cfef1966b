import { describe, expect, it } from 'vitest';
import * as bridge from '../../../shared/bridge/bridge.js';
import * as methods from '../../../shared/bridge/bridge-methods.js';

describe('the bridge’s method list without schemas', () => {
  it('names exactly the methods whose arguments main checks', () => {
    expect([...methods.BRIDGE_METHODS].sort()).toEqual([...bridge.BRIDGE_METHODS].sort());
  });

  it('gives the same IPC channels as the contract', () => {
    expect(methods.IPC_CHANNEL_PREFIX).toBe(bridge.IPC_CHANNEL_PREFIX);
    expect(methods.IPC_EVENT_CHANNEL).toBe(bridge.IPC_EVENT_CHANNEL);
  });
});
