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
import { defineMessages, type MessageDeclaration } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  pin: { id: 'staff.lock.pin', defaultMessage: 'PIN' },
  open: { id: 'staff.lock.open', defaultMessage: 'Open' },
  pinIn: { id: 'staff.lock.pinIn', defaultMessage: 'PIN to clock in' },
  clockIn: { id: 'staff.lock.clockIn', defaultMessage: 'Clock in' },
  pinOut: { id: 'staff.lock.pinOut', defaultMessage: 'PIN to clock out' },
  clockOut: { id: 'staff.lock.clockOut', defaultMessage: 'Clock out' },
  idle: { id: 'staff.lock.idle', defaultMessage: 'The till locked itself after a while without use.' },
  hand: { id: 'staff.lock.hand', defaultMessage: 'The till was locked.' },
  start: { id: 'staff.lock.start', defaultMessage: 'The app has just started.' },
  title: { id: 'staff.lock.title', defaultMessage: 'Till locked' },
  lastOnTill: { id: 'staff.lock.lastOnTill', defaultMessage: 'Last on the till: <strong>{name}</strong>.' },
  howToOpen: {
    id: 'staff.lock.howToOpen',
    defaultMessage: 'Enter your PIN to open the till. Anyone on the staff list can open it: their PIN switches the till to them.',
  },
  modes: { id: 'staff.lock.modes', defaultMessage: 'What the PIN does' },
  openTill: { id: 'staff.lock.openTill', defaultMessage: 'Open the till' },
  wait: { id: 'staff.lock.wait', defaultMessage: 'Too many wrong PINs in a row. The next try is possible in {seconds} s.' },
});

const PIN_USE: Record<'open' | ClockMode, { label: MessageDeclaration; submit: MessageDeclaration }> = {
  open: { label: messages.pin, submit: messages.open },
  clockIn: { label: messages.pinIn, submit: messages.clockIn },
  clockOut: { label: messages.pinOut, submit: messages.clockOut },
};

const REASONS: Record<NonNullable<TillStaffState['lockedBecause']>, MessageDeclaration> = {
  idle: messages.idle,
  hand: messages.hand,
  start: messages.start,
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
  const words = useWords();

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
        <h1 id="lock-title">{words.formatMessage(messages.title)}</h1>
        <p>
          {till.lockedBecause ? words.formatMessage(REASONS[till.lockedBecause]) : null}
          {till.lastOnTill ? (
            <> {words.formatMessage(messages.lastOnTill, { name: till.lastOnTill.name, strong: (chunks) => <strong>{chunks}</strong> })}</>
          ) : null}
        </p>
        <p className="muted">{words.formatMessage(messages.howToOpen)}</p>
        <PinModeButtons
          label={words.formatMessage(messages.modes)}
          modes={['open', 'clockIn', 'clockOut'] as const}
          mode={mode}
          words={(m) => words.formatMessage(m === 'open' ? messages.openTill : PIN_USE[m].submit)}
          onChange={(m) => {
            setMode(m);
            setError(null);
          }}
        />
        <PinEntry
          key={mode}
          label={words.formatMessage(PIN_USE[mode].label)}
          submitLabel={words.formatMessage(PIN_USE[mode].submit)}
          onSubmit={(pin) => (mode === 'open' ? unlock(pin) : punch(mode, pin))}
          busy={busy}
          error={wait > 0 ? null : error}
          disabled={wait > 0}
          autoFocus
        />
        <p className={wait > 0 ? 'lock-wait' : 'clock-said'} role="status">
          {wait > 0 ? words.formatMessage(messages.wait, { seconds: wait }) : (clocked ?? '')}
        </p>
      </div>
    </main>
  );
}
