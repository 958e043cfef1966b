/**
 * The receipt printer as the settings file names it (`hardware.printer`), checked when set: a
 * network address (host or host:port), a device path of a printer's port only, or the simulated
 * printer (its loopback address given by whoever started it). Answers the link to send through and
 * the drawer's kick (ESC p on pin 2 or pin 5) when the printer has a drawer.
 */
import { NO_PRINTER, type PrinterSettings, type PrintOutcome } from '../../../shared/hardware/hardware-calls.js';
import { defineMessages, wordsOf, type Words } from '../../../shared/i18n/words.js';
import { TillRefusal } from '../runtime/error-words.js';
import type { SettingsStore } from '../settings/settings-store.js';
import { printerDevicePath, printerNetworkAddress } from './device-path.js';
import { devicePrinterLink, networkPrinterLink, simulatedNotRunning, type PrinterLink } from './printer-link.js';
import { escPosEncoder } from './receipt-escpos.js';

const KEY = 'hardware.printer';

interface PrinterAccessDeps {
  settings: SettingsStore;
  /** The simulated printer's loopback address ("127.0.0.1:port") while it runs, else null. */
  simulatedPrinter?: () => string | null;
}

const messages = defineMessages({
  notNetwork: {
    id: 'printer.address.notNetwork',
    defaultMessage: '"{address}" is not a printer\'s network address: give its IP address or name, and the port if it is not 9100 (10.0.0.5 or 10.0.0.5:9100).',
  },
  notDevice: {
    id: 'printer.address.notDevice',
    defaultMessage:
      '"{address}" is not a printer device such as /dev/usb/lp0, /dev/ttyUSB0, /dev/ttyS0, /dev/cu.usbserial-1410 (macOS) or \\\\.\\COM3 (Windows).',
  },
});

const refuse = (message: Words) => new TillRefusal({ kind: 'invalid_input', message });

/** The settings made sound: the address checked for its kind (refused in words), trimmed; none for no printer. */
function checked(settings: PrinterSettings): PrinterSettings {
  const address = settings.address.trim();
  if (settings.kind === 'network' && !printerNetworkAddress(address)) throw refuse(wordsOf(messages.notNetwork, { address }));
  if (settings.kind === 'device' && !printerDevicePath(address)) throw refuse(wordsOf(messages.notDevice, { address }));
  return { ...settings, address: settings.kind === 'network' || settings.kind === 'device' ? address : '' };
}

export function printerAccess(deps: PrinterAccessDeps) {
  const read = (): PrinterSettings => {
    const kept = deps.settings.get(KEY) as PrinterSettings | undefined;
    return kept ? { ...NO_PRINTER, ...kept } : NO_PRINTER;
  };
  const linkFor = (settings: PrinterSettings): PrinterLink | null => {
    if (settings.kind === 'device') return devicePrinterLink(settings.address);
    const address = settings.kind === 'network' ? settings.address : settings.kind === 'simulated' ? deps.simulatedPrinter?.() : null;
    const at = address ? printerNetworkAddress(address) : null;
    if (at) return networkPrinterLink(at.host, at.port);
    if (settings.kind === 'simulated') return simulatedNotRunning;
    return null;
  };
  /** The printer set now and its link; null when no printer is set. */
  const current = () => {
    const settings = read();
    const link = linkFor(settings);
    return link ? { settings, link } : null;
  };
  return {
    read,
    current,
    set(settings: PrinterSettings): PrinterSettings {
      const sound = checked(settings);
      deps.settings.set(KEY, sound);
      return sound;
    },
    /** The drawer kicked through the printer; null when no printer with a drawer is set. */
    kick(): Promise<PrintOutcome> | null {
      const printer = current();
      if (!printer || printer.settings.drawer === 'none') return null;
      const pin = printer.settings.drawer === 'pin5' ? 1 : 0;
      const kick = escPosEncoder(printer.settings.paperWidth).pulse(pin, 100, 500).encode();
      return printer.link.send(kick, { job: 'drawer' });
    },
  };
}

export type PrinterAccess = ReturnType<typeof printerAccess>;
