// @vitest-environment happy-dom
/**
 * What the receipt printer's link says when a print fails, on the page in the clerk's language
 * (Spanish here): the receipt screen's note for a printer that is not there, and the labels'
 * outcome with no printer set, with its plural (from the real link and the labels' wire).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { ReceiptPrinterNote } from '../../../../renderer/features/checkout/ReceiptPrinterNote.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { devicePrinterLink } from '../../../../electron/till/hardware/printer-link.js';
import { printerAccess } from '../../../../electron/till/hardware/printer-access.js';
import { wireLabels } from '../../../../electron/till/labels/wire.js';
import type { SettingsStore } from '../../../../electron/till/settings/settings-store.js';
import type { LabelLine } from '../../../../shared/labels/label-lines.js';
import { sayWords } from '../../../../shared/i18n/words.js';
import { localBridge } from '../local-bridge.js';
import { PosError } from '../../../../shared/bridge/bridge-client.js';
import { describeError } from '../../../../electron/till/runtime/error-words.js';
import { NO_PRINTER } from '../../../../shared/hardware/hardware-calls.js';
import { kickingCashDrawer } from '../../../../electron/till/shift/cash-drawer.js';
import { useReceiptPrints } from '../../../../renderer/features/checkout/receipt-prints.js';

const memorySettings = (): SettingsStore => {
  const values = new Map<string, unknown>();
  return { get: (k) => values.get(k), set: (k, v) => void values.set(k, v), delete: (k) => void values.delete(k), keys: () => [...values.keys()] };
};

beforeAll(async () => {
  await showScreenLanguage('es');
});
afterAll(async () => {
  await showScreenLanguage('en');
});
afterEach(() => {
  cleanup();
  usePosBridgeForTests(null);
});

describe('the printer’s words in Spanish', () => {
  it('the receipt screen says a receipt printer that is not there in Spanish', async () => {
    const outcome = await devicePrinterLink('/dev/usb/lp97').send(Uint8Array.from([1]), { job: 'receipt' });
    usePosBridgeForTests(localBridge({ hardware: { receiptPrint: async () => ({ state: 'done', outcome }) } }));
    render(<ReceiptPrinterNote orderNumber="R1" />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'La impresora de tickets en /dev/usb/lp97 no está (¿está conectada y encendida?): el ticket no se imprimió. La venta está registrada; vuelva a imprimir el ticket cuando la impresora funcione.',
    );
  });

  it('the labels’ outcome with no printer is said in Spanish, with its plural', async () => {
    const printer = printerAccess({ settings: memorySettings() });
    const { labels } = wireLabels({ simulatedPrinter: null, log: () => {} }, printer, {
      details: { known: () => null, read: async () => null },
    } as never).calls;
    const line = { variantId: 'v1', quantity: 2 } as unknown as LabelLine;
    const outcome = await labels.print([line], '2.25x1.25in');
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(sayWords(outcome.words)).toBe('No hay ninguna impresora de tickets configurada: las 2 etiquetas no se imprimieron.');
  });

  it('the receipt screen says a cash drawer that did not open in Spanish', async () => {
    const failed = await devicePrinterLink('/dev/usb/lp97').send(Uint8Array.from([1]), { job: 'drawer' });
    const drawer = kickingCashDrawer({ open: async () => {} }, () => Promise.resolve(failed), {
      log: () => {},
      notOpened: (orderNumber, words) => useReceiptPrints.getState().drawerNotOpened(orderNumber, words),
    });
    await drawer.open({ reason: 'Cash sale', orderNumber: 'R2' }).catch(() => undefined);
    usePosBridgeForTests(localBridge({ hardware: { receiptPrint: async () => ({ state: 'done', outcome: { ok: true } }) } }));
    render(<ReceiptPrinterNote orderNumber="R2" />);
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^El cajón no se abrió: La impresora de tickets en \/dev\/usb\/lp97 no está .* Ábralo con su llave; la apertura queda registrada\.$/,
    );
  });

  it('refuses a printer address that is not one in Spanish, as the page shows the refusal', () => {
    const printer = printerAccess({ settings: memorySettings() });
    const refusalOf = (work: () => unknown) => {
      try {
        work();
      } catch (error) {
        return new PosError(describeError(error)).message;
      }
      return null;
    };
    expect(refusalOf(() => printer.set({ ...NO_PRINTER, kind: 'network', address: 'http://10.0.0.5/' }))).toBe(
      '"http://10.0.0.5/" no es una dirección de red de impresora: indique su dirección IP o su nombre, y el puerto si no es el 9100 (10.0.0.5 o 10.0.0.5:9100).',
    );
    expect(refusalOf(() => printer.set({ ...NO_PRINTER, kind: 'device', address: '/etc/passwd' }))).toBe(
      '"/etc/passwd" no es un dispositivo de impresora como /dev/usb/lp0, /dev/ttyUSB0, /dev/ttyS0, /dev/cu.usbserial-1410 (macOS) o \\\\.\\COM3 (Windows).',
    );
  });
});
