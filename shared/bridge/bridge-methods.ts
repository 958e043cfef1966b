/**
 * What the ends that only carry calls need: the Electron preload takes the method names from the
 * merged contract (shared/bridge/contract.ts), which carries no zod and no schemas, and the IPC
 * channels from here (the page's bridge client lists no names: it makes each call as it is looked
 * up). Main checks every name and argument (bridge.ts).
 */
export { BRIDGE_METHODS } from './contract.js';

/** The IPC channel of a method is this prefix and its name ("pos:sale.addLine"). */
export const IPC_CHANNEL_PREFIX = 'pos:';
/** The IPC channel main's events arrive on. */
export const IPC_EVENT_CHANNEL = 'pos:event';
