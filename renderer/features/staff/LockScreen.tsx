/**
 * The locked till, over the whole window: who was on it, why it locked, and a PIN. Any PIN on
 * the staff list opens it for that person, so switching staff is one PIN entry. After wrong
 * PINs the main process makes the next try wait; the screen says how long. The sale in progress
 * is kept (it lives in the main process) and is there again once the till is open. "Clock in" and
 * "Clock out" make the PIN clock its owner in or out instead (the till stays locked).
 */
import { useEffect, useState } from 'react';
import type { TillStaffState } from '../../../shared/bridge/bridge.js';
import { pos } from '../../bridge/pos.js';
import { PinModeButtons } from './PinModeButtons.js';
import { PinEntry } from './PinEntry.js';
import { shownError } from '../../shell/errors.js';
import { useStaff } from './staff.js';
import { punchClock, type ClockMode } from './clock-punch.js';

const PIN_USE: Record<'open' | ClockMode, { label: string; submit: string }> = {
  open: { label: 'PIN', submit: 'Open' },
  clockIn: { label: 'PIN to clock in', submit: 'Clock in' },
  clockOut: { label: 'PIN to clock out', submit: 'Clock out' },
};

const REASONS: Record<NonNullable<TillStaffState['lockedBecause']>, string> = {
  idle: 'The till locked itself after a while without use.',
  hand: 'The till was locked.',
  start: 'The app has just started.',
};

/** Seconds until `iso`, ticking every second (0 once it has passed or when there is none). */
function useSecondsUntil(iso: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    const tick = () => setNow(Date.now());
    const timer = setInterval(tick, 250);
    const first = setTimeout(tick, 0);
    return () => {
      clearInterval(timer);
      clearTimeout(first);
    };
  }, [iso]);
  return iso ? Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000)) : 0;
}

export function LockScreen({ till }: { till: TillStaffState }) {
  const setTill = useStaff((s) => s.setTill);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [mode, setMode] = useState<'open' | ClockMode>('open');
  const [clocked, setClocked] = useState<string | null>(null);
  const wait = useSecondsUntil(till.retryAt);

  const punch = async (clockMode: ClockMode, pin: string) => {
    setBusy(true);
    setError(null);
    setClocked(null);
    try {
      setClocked(await punchClock(clockMode, pin));
      setMode('open');
    } catch (e) {
      setError(shownError(e).message);
      void useStaff.getState().load();
    } finally {
      setBusy(false);
    }
  };

  const unlock = async (pin: string) => {
    setBusy(true);
    setError(null);
    try {
      setTill(await pos().staff.unlock(pin));
    } catch (e) {
      setError(shownError(e).message);
      void useStaff.getState().load();
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="lock-screen" aria-labelledby="lock-title">
      <div className="lock-card card">
        <h1 id="lock-title">Till locked</h1>
        <p>
          {till.lockedBecause ? REASONS[till.lockedBecause] : null}
          {till.lastOnTill ? (
            <>
              {' '}
              Last on the till: <strong>{till.lastOnTill.name}</strong>.
            </>
          ) : null}
        </p>
        <p className="muted">Enter your PIN to open the till. Anyone on the staff list can open it: their PIN switches the till to them.</p>
        <PinModeButtons
          label="What the PIN does"
          modes={['open', 'clockIn', 'clockOut'] as const}
          mode={mode}
          words={(m) => (m === 'open' ? 'Open the till' : PIN_USE[m].submit)}
          onChange={(m) => {
            setMode(m);
            setError(null);
          }}
        />
        <PinEntry
          key={mode}
          label={PIN_USE[mode].label}
          submitLabel={PIN_USE[mode].submit}
          onSubmit={(pin) => (mode === 'open' ? unlock(pin) : punch(mode, pin))}
          busy={busy}
          error={wait > 0 ? null : error}
          disabled={wait > 0}
          autoFocus
        />
        <p className={wait > 0 ? 'lock-wait' : 'clock-said'} role="status">
          {wait > 0 ? `Too many wrong PINs in a row. The next try is possible in ${wait} s.` : (clocked ?? '')}
        </p>
      </div>
    </main>
  );
}
