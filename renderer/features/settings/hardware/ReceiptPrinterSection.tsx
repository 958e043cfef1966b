/**
 * Settings → Hardware: the receipt printer (none, on the network, a USB or serial device, or the
 * simulated printer), its address or device, the paper's width, how the order number is printed,
 * the drawer's pin; and the hardware check: a test print and a test kick, each told in words (the
 * last results go into Save diagnostics). Saving is a manager's (a PIN is asked when staff are on).
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { PrinterSettings, PrintOutcome } from '../../../../shared/bridge/bridge.js';
import { pos } from '../../../bridge/pos.js';
import { Field } from '../../../ui/Field.js';
import { SaveButton, SaveStatus } from '../../../ui/SaveParts.js';
import { useAction } from '../../../ui/use-action.js';

const PAPER: { value: PrinterSettings['paperWidth']; words: string }[] = [
  { value: 80, words: '80 mm (48 columns)' },
  { value: 58, words: '58 mm (32 columns)' },
];
const BARCODES: { value: PrinterSettings['barcode']; words: string }[] = [
  { value: 'code128', words: 'Barcode (Code 128)' },
  { value: 'qr', words: 'QR code' },
];
const DRAWERS: { value: PrinterSettings['drawer']; words: string }[] = [
  { value: 'none', words: 'No drawer on the printer' },
  { value: 'pin2', words: 'Kicked on pin 2' },
  { value: 'pin5', words: 'Kicked on pin 5' },
];
const KINDS: { value: PrinterSettings['kind']; words: string }[] = [
  { value: 'none', words: 'None (the system’s print dialog)' },
  { value: 'network', words: 'Network (TCP 9100)' },
  { value: 'device', words: 'USB or serial device' },
  { value: 'simulated', words: 'Simulated (training)' },
];

function Choice<T extends string | number>(props: { label: string; value: T; options: { value: T; words: string }[]; onChange: (value: T) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={String(props.value)} onChange={(e) => props.onChange(props.options.find((o) => String(o.value) === e.target.value)!.value)}>
        {props.options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.words}
          </option>
        ))}
      </select>
    </div>
  );
}

const outcomeWords = (what: string, outcome: PrintOutcome) => (outcome.ok ? `${what}: done.` : `${what}: ${outcome.words}`);

function HardwareCheck({ disabled }: { disabled: boolean }) {
  const [result, setResult] = useState<{ text: string; ok: boolean } | null>(null);
  const { busy, error, run } = useAction();
  const check = async (what: string, call: () => Promise<PrintOutcome>) => {
    setResult(null);
    const outcome = await run(call);
    if (outcome) setResult({ text: outcomeWords(what, outcome), ok: outcome.ok });
  };
  return (
    <div className="form-actions hardware-check">
      <button type="button" className="btn" disabled={busy || disabled} onClick={() => void check('Test print', () => pos().hardware.testPrint())}>
        Test print
      </button>
      <button type="button" className="btn" disabled={busy || disabled} onClick={() => void check('Test kick', () => pos().hardware.testKick())}>
        Test kick
      </button>
      <p role="status" className={`hardware-results ${error || (result && !result.ok) ? 'field-error' : 'muted'}`}>
        {busy ? 'Checking…' : (error?.message ?? result?.text)}
      </p>
    </div>
  );
}

export function ReceiptPrinterSection() {
  const [kept, setKept] = useState<PrinterSettings | null>(null);
  const [form, setForm] = useState<PrinterSettings | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, error, run } = useAction();

  useEffect(() => {
    void run(async () => {
      const settings = await pos().hardware.printer();
      setKept(settings);
      setForm(settings);
    });
  }, [run]);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!form) return;
    setSaved(null);
    const next = await run(() => pos().hardware.setPrinter(form));
    if (!next) return;
    setKept(next);
    setForm(next);
    setSaved(next.kind === 'none' ? 'Saved: no receipt printer.' : 'Saved: receipts print on this printer after each sale.');
  };
  const change = (patch: Partial<PrinterSettings>) => form && setForm({ ...form, ...patch });
  const addressed = form?.kind === 'network' || form?.kind === 'device';

  return (
    <section className="card settings-card" aria-labelledby="hardware-title">
      <h2 id="hardware-title">Hardware</h2>
      <p className="muted">
        The receipt printer prints each sale’s receipt after it is placed and kicks the cash drawer wired to it. The sale never waits for the printer.
      </p>
      {form && (
        <form className="hardware-form" noValidate onSubmit={(e) => void save(e)} aria-label="Receipt printer settings">
          <Choice label="Receipt printer" value={form.kind} options={KINDS} onChange={(kind) => change({ kind })} />
          {addressed && (
            <Field
              label={form.kind === 'network' ? 'Printer address' : 'Device'}
              hint={form.kind === 'network' ? 'e.g. 10.0.0.5 or 10.0.0.5:9100' : 'e.g. /dev/usb/lp0, /dev/ttyUSB0, COM3 as \\\\.\\COM3'}
              autoComplete="off"
              spellCheck={false}
              value={form.address}
              onChange={(e) => change({ address: e.target.value })}
            />
          )}
          <Choice label="Paper width" value={form.paperWidth} options={PAPER} onChange={(paperWidth) => change({ paperWidth })} />
          <Choice label="Order number printed as" value={form.barcode} options={BARCODES} onChange={(barcode) => change({ barcode })} />
          <Choice label="Cash drawer" value={form.drawer} options={DRAWERS} onChange={(drawer) => change({ drawer })} />
          <SaveButton busy={busy} label="Save the printer" />
        </form>
      )}
      <SaveStatus error={error} saved={saved} />
      <h3>Hardware check</h3>
      <HardwareCheck disabled={!kept || kept.kind === 'none'} />
    </section>
  );
}
