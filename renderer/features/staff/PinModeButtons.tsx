/** What a PIN entered next does (open the till, clock in, clock out): one pressed button of a group, for the lock screen and the Clock dialog. */
export function PinModeButtons<Mode extends string>({
  label,
  modes,
  mode,
  words,
  onChange,
}: {
  label: string;
  modes: readonly Mode[];
  mode: Mode;
  words: (mode: Mode) => string;
  onChange: (mode: Mode) => void;
}) {
  return (
    <div className="clock-modes" role="group" aria-label={label}>
      {modes.map((m) => (
        <button key={m} type="button" className={`btn${mode === m ? ' btn-primary' : ''}`} aria-pressed={mode === m} onClick={() => onChange(m)}>
          {words(m)}
        </button>
      ))}
    </div>
  );
}
