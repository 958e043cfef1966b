/**
 * What the till keeps whichever store it sells for (who is on it, its journal, its log, its
 * events), handed to each domain's wire when the services of a store are opened.
 */
import type { StartupWarning } from '../../../shared/bridge/app.js';
import type { BridgeEvent, PosCalls, StoreProfileView } from '../../../shared/bridge/bridge.js';
import type { SecretStore } from '../account/secret-store.js';
import type { SimulatedPrinter } from '../hardware/simulated-printer/simulated-printer.js';
import type { AppLog } from '../diagnostics/app-log.js';
import type { TillJournal } from '../shift/till-journal.js';
import type { StaffRoster } from '../staff/staff-roster.js';
import type { CustomerDisplay } from '../display/customer-display.js';
import type { PosRuntimeOptions } from './runtime-options.js';

export interface TillParts {
  options: PosRuntimeOptions;
  log: (line: string) => void;
  appLog: AppLog;
  emit: (event: BridgeEvent) => void;
  roster: StaffRoster;
  /** The bridge's `staff.*` calls: the roster's, whichever store is in use. */
  staffCalls: PosCalls['staff'];
  journal: TillJournal;
  startupWarnings: StartupWarning[];
  secrets: SecretStore;
  /** Makes a store profile the store in use at once (the services are opened again for it). */
  useStore: (id: string) => Promise<StoreProfileView[]>;
  /** The simulated receipt printer and drawer this till started (training and tests), or null. */
  simulatedPrinter: SimulatedPrinter | null;
  /** The customer display: what it shows, its settings and calls (it outlives a change of store). */
  display: CustomerDisplay;
}
