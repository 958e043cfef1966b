/**
 * What the ends that only carry calls need: the renderer's bridge client and the Electron preload
 * take the method names from the merged contract (shared/bridge/contract.ts), which carries no
 * zod and no schemas, and the IPC channels from here. Main checks every argument (bridge.ts).
 */
export { BRIDGE_METHODS } from './contract.js';

/** The IPC channel of a method is this prefix and its name ("pos:sale.addLine"). */
export const IPC_CHANNEL_PREFIX = 'pos:';
/** The IPC channel main's events arrive on. */
export const IPC_EVENT_CHANNEL = 'pos:event';
