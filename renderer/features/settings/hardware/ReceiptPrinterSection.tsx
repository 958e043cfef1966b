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
import { defineMessages, type MessageDeclaration } from '../../../../shared/i18n/words.js';
import { sayComposed } from '../../../../shared/staff/composed-words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  paper80: { id: 'settings.printer.paper80', defaultMessage: '80 mm (48 columns)' },
  paper58: { id: 'settings.printer.paper58', defaultMessage: '58 mm (32 columns)' },
  code128: { id: 'settings.printer.code128', defaultMessage: 'Barcode (Code 128)' },
  qr: { id: 'settings.printer.qr', defaultMessage: 'QR code' },
  noDrawer: { id: 'settings.printer.noDrawer', defaultMessage: 'No drawer on the printer' },
  pin2: { id: 'settings.printer.pin2', defaultMessage: 'Kicked on pin 2' },
  pin5: { id: 'settings.printer.pin5', defaultMessage: 'Kicked on pin 5' },
  kindNone: { id: 'settings.printer.kindNone', defaultMessage: 'None (the system’s print dialog)' },
  kindNetwork: { id: 'settings.printer.kindNetwork', defaultMessage: 'Network (TCP 9100)' },
  kindDevice: { id: 'settings.printer.kindDevice', defaultMessage: 'USB or serial device' },
  kindSimulated: { id: 'settings.printer.kindSimulated', defaultMessage: 'Simulated (training)' },
  testPrint: { id: 'settings.printer.testPrint', defaultMessage: 'Test print' },
  testPrintDone: { id: 'settings.printer.testPrintDone', defaultMessage: 'Test print: done.' },
  testPrintFailed: { id: 'settings.printer.testPrintFailed', defaultMessage: 'Test print: {problem}' },
  testKick: { id: 'settings.printer.testKick', defaultMessage: 'Test kick' },
  testKickDone: { id: 'settings.printer.testKickDone', defaultMessage: 'Test kick: done.' },
  testKickFailed: { id: 'settings.printer.testKickFailed', defaultMessage: 'Test kick: {problem}' },
  checking: { id: 'settings.printer.checking', defaultMessage: 'Checking…' },
  savedNone: { id: 'settings.printer.savedNone', defaultMessage: 'Saved: no receipt printer.' },
  saved: { id: 'settings.printer.saved', defaultMessage: 'Saved: receipts print on this printer after each sale.' },
  title: { id: 'settings.printer.title', defaultMessage: 'Hardware' },
  intro: {
    id: 'settings.printer.intro',
    defaultMessage:
      'The receipt printer prints each sale’s receipt after it is placed and kicks the cash drawer wired to it. The sale never waits for the printer.',
  },
  formLabel: { id: 'settings.printer.formLabel', defaultMessage: 'Receipt printer settings' },
  kind: { id: 'settings.printer.kind', defaultMessage: 'Receipt printer' },
  address: { id: 'settings.printer.address', defaultMessage: 'Printer address' },
  addressHint: { id: 'settings.printer.addressHint', defaultMessage: 'e.g. {address} or {addressWithPort}' },
  deviceHint: { id: 'settings.printer.deviceHint', defaultMessage: 'e.g. {paths}, {port} as {windowsPath}' },
  device: { id: 'settings.printer.device', defaultMessage: 'Device' },
  paperWidth: { id: 'settings.printer.paperWidth', defaultMessage: 'Paper width' },
  barcode: { id: 'settings.printer.barcode', defaultMessage: 'Order number printed as' },
  drawer: { id: 'settings.printer.drawer', defaultMessage: 'Cash drawer' },
  save: { id: 'settings.printer.save', defaultMessage: 'Save the printer' },
  check: { id: 'settings.printer.check', defaultMessage: 'Hardware check' },
});

/** Examples of a printer's network address and device paths, written as typed. */
const NETWORK_EXAMPLE = { address: '10.0.0.5', addressWithPort: '10.0.0.5:9100' };
const DEVICE_EXAMPLE = { paths: '/dev/usb/lp0, /dev/ttyUSB0', port: 'COM3', windowsPath: '\\\\.\\COM3' };

const PAPER: { value: PrinterSettings['paperWidth']; words: MessageDeclaration }[] = [
  { value: 80, words: messages.paper80 },
  { value: 58, words: messages.paper58 },
];
const BARCODES: { value: PrinterSettings['barcode']; words: MessageDeclaration }[] = [
  { value: 'code128', words: messages.code128 },
  { value: 'qr', words: messages.qr },
];
const DRAWERS: { value: PrinterSettings['drawer']; words: MessageDeclaration }[] = [
  { value: 'none', words: messages.noDrawer },
  { value: 'pin2', words: messages.pin2 },
  { value: 'pin5', words: messages.pin5 },
];
const KINDS: { value: PrinterSettings['kind']; words: MessageDeclaration }[] = [
  { value: 'none', words: messages.kindNone },
  { value: 'network', words: messages.kindNetwork },
  { value: 'device', words: messages.kindDevice },
  { value: 'simulated', words: messages.kindSimulated },
];

function Choice<T extends string | number>(props: {
  label: string;
  value: T;
  options: { value: T; words: MessageDeclaration }[];
  onChange: (value: T) => void;
}) {
  const words = useWords();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={String(props.value)} onChange={(e) => props.onChange(props.options.find((o) => String(o.value) === e.target.value)!.value)}>
        {props.options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {words.formatMessage(o.words)}
          </option>
        ))}
      </select>
    </div>
  );
}

const CHECKS = {
  print: { done: messages.testPrintDone, failed: messages.testPrintFailed },
  kick: { done: messages.testKickDone, failed: messages.testKickFailed },
};

function HardwareCheck({ disabled }: { disabled: boolean }) {
  const words = useWords();
  const [result, setResult] = useState<{ check: keyof typeof CHECKS; outcome: PrintOutcome } | null>(null);
  const { busy, error, run } = useAction();
  const check = async (what: keyof typeof CHECKS, call: () => Promise<PrintOutcome>) => {
    setResult(null);
    const outcome = await run(call);
    if (outcome) setResult({ check: what, outcome });
  };
  const said = result
    ? result.outcome.ok
      ? words.formatMessage(CHECKS[result.check].done)
      : words.formatMessage(CHECKS[result.check].failed, { problem: sayComposed(result.outcome.words) })
    : undefined;
  return (
    <div className="form-actions hardware-check">
      <button type="button" className="btn" disabled={busy || disabled} onClick={() => void check('print', () => pos().hardware.testPrint())}>
        {words.formatMessage(messages.testPrint)}
      </button>
      <button type="button" className="btn" disabled={busy || disabled} onClick={() => void check('kick', () => pos().hardware.testKick())}>
        {words.formatMessage(messages.testKick)}
      </button>
      <p role="status" className={`hardware-results ${error || (result && !result.outcome.ok) ? 'field-error' : 'muted'}`}>
        {busy ? words.formatMessage(messages.checking) : (error?.message ?? said)}
      </p>
    </div>
  );
}

export function ReceiptPrinterSection() {
  const words = useWords();
  const [kept, setKept] = useState<PrinterSettings | null>(null);
  const [form, setForm] = useState<PrinterSettings | null>(null);
  const [saved, setSaved] = useState<MessageDeclaration | null>(null);
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
    setSaved(next.kind === 'none' ? messages.savedNone : messages.saved);
  };
  const change = (patch: Partial<PrinterSettings>) => form && setForm({ ...form, ...patch });
  const addressed = form?.kind === 'network' || form?.kind === 'device';

  return (
    <section className="card settings-card" aria-labelledby="hardware-title">
      <h2 id="hardware-title">{words.formatMessage(messages.title)}</h2>
      <p className="muted">{words.formatMessage(messages.intro)}</p>
      {form && (
        <form className="hardware-form" noValidate onSubmit={(e) => void save(e)} aria-label={words.formatMessage(messages.formLabel)}>
          <Choice label={words.formatMessage(messages.kind)} value={form.kind} options={KINDS} onChange={(kind) => change({ kind })} />
          {addressed && (
            <Field
              label={words.formatMessage(form.kind === 'network' ? messages.address : messages.device)}
              hint={
                form.kind === 'network' ? words.formatMessage(messages.addressHint, NETWORK_EXAMPLE) : words.formatMessage(messages.deviceHint, DEVICE_EXAMPLE)
              }
              autoComplete="off"
              spellCheck={false}
              value={form.address}
              onChange={(e) => change({ address: e.target.value })}
            />
          )}
          <Choice label={words.formatMessage(messages.paperWidth)} value={form.paperWidth} options={PAPER} onChange={(paperWidth) => change({ paperWidth })} />
          <Choice label={words.formatMessage(messages.barcode)} value={form.barcode} options={BARCODES} onChange={(barcode) => change({ barcode })} />
          <Choice label={words.formatMessage(messages.drawer)} value={form.drawer} options={DRAWERS} onChange={(drawer) => change({ drawer })} />
          <SaveButton busy={busy} label={words.formatMessage(messages.save)} />
        </form>
      )}
      <SaveStatus error={error} saved={saved && words.formatMessage(saved)} />
      <h3>{words.formatMessage(messages.check)}</h3>
      <HardwareCheck disabled={!kept || kept.kind === 'none'} />
    </section>
  );
}
