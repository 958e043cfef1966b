/**
 * Who is on the till: the staff roster (its unlocks, locks and failed PINs recorded in the till's
 * journal), the idle lock checked every few seconds so the screen locks on time, and the bridge's
 * `staff.*` calls. The roster is the till's whichever store it sells for.
 */
import type { BridgeEvent, PosCalls } from '../../../shared/bridge/bridge.js';
import type { SettingsStore } from '../settings/settings-store.js';
import type { TillJournal } from '../shift/till-journal.js';
import { openStaffRoster, staffCalls } from './staff-roster.js';
import { timeClockCalls } from './time-clock.js';

interface StaffWireDeps {
  dataDir: string;
  settings: SettingsStore;
  /** The till's journal, opened once the roster can answer who is on the till. */
  journal: () => TillJournal;
  log: (line: string) => void;
  emit: (event: BridgeEvent) => void;
  /** The store's time zone (IANA name): a clock-in left open past its midnight is shown to a manager. */
  timeZone: () => string;
}

export function wireStaff(deps: StaffWireDeps) {
  const roster = openStaffRoster({
    dataDir: deps.dataDir,
    settings: deps.settings,
    journal: deps.journal,
    log: deps.log,
    onChange: (till) => deps.emit({ type: 'staff.changed', till }),
  });
  // The time clock: its "past midnight" is the store's, as its reports' days are.
  const clock = timeClockCalls({ roster, journal: deps.journal, timeZone: deps.timeZone });
  // The idle lock is the main process's: checked on every call, and here so the screen locks on time.
  const idleTimer = setInterval(() => roster.lockIfIdle(), 5_000);
  idleTimer.unref?.();
  return {
    calls: { staff: staffCalls(roster, clock) } satisfies Pick<PosCalls, 'staff'>,
    async stop() {
      clearInterval(idleTimer);
    },
    roster,
  };
}
