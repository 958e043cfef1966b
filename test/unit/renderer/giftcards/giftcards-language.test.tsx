// @vitest-environment happy-dom
/**
 * Gift cards, the demo store's outbox and the simulated printer in the clerk's language: their
 * screens in Spanish or Arabic, and the services' refusals (the till's own gift card desk and
 * email receipt calls behind the bridge) said in that language too.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppInfo } from '../../../../shared/bridge/bridge.js';
import type { SimulatedPrinterView } from '../../../../shared/hardware/printer-simulator-calls.js';
import type { GiftCardDeskDeps } from '../../../../electron/till/giftcards/gift-card-desk.js';
import { giftCardDesk } from '../../../../electron/till/giftcards/gift-card-desk.js';
import { emailReceiptCalls } from '../../../../electron/till/mail/email-receipt-calls.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { GiftCardsDialog } from '../../../../renderer/features/giftcards/GiftCardsDialog.js';
import { DemoOutboxSection } from '../../../../renderer/features/mail/DemoOutboxSection.js';
import { SimulatedPrinterSection } from '../../../../renderer/features/printer-simulator/SimulatedPrinterSection.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { useApp } from '../../../../renderer/shell/app.js';
import { localBridge } from '../local-bridge.js';

/** The till's gift card desk with the store's admin client connected or not; no card has any code. */
const desk = (adminConnected: boolean) =>
  giftCardDesk({
    cards: { byCode: async () => null },
    adminConnected: () => adminConnected,
    withAdmin: (call: (token: string) => Promise<unknown>) => call('token'),
    offline: () => false,
  } as unknown as GiftCardDeskDeps);

afterEach(async () => {
  cleanup();
  useApp.setState({ info: null });
  await showScreenLanguage('en');
});

describe('gift cards in Spanish', () => {
  it('says why gift cards cannot be handled, in Spanish', async () => {
    usePosBridgeForTests(localBridge({ giftCards: desk(false) }));
    await showScreenLanguage('es');
    render(<GiftCardsDialog onClose={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Tarjetas regalo y saldo a favor' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Las tarjetas regalo y el saldo a favor pasan por el cliente de administración/);
  });

  it('shows the store’s refusal of an unknown card in Spanish', async () => {
    usePosBridgeForTests(localBridge({ giftCards: desk(true) }));
    await showScreenLanguage('es');
    render(<GiftCardsDialog onClose={() => undefined} />);
    fireEvent.change(await screen.findByLabelText('Código de la tarjeta (escanear o escribir)'), { target: { value: 'GC-NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ninguna tarjeta regalo tiene el código GC-NOPE.');
  });
});

describe('the demo store’s outbox in Arabic', () => {
  it('shows the till’s refusal without the admin client in Arabic', async () => {
    const mail = emailReceiptCalls({
      client: {} as never,
      adminConnected: () => false,
      withAdmin: () => Promise.reject(new Error('not called')),
      journal: {} as never,
      demoStore: true,
    });
    usePosBridgeForTests(localBridge({ mail }));
    useApp.setState({ info: { mode: 'demo', storeLocale: 'en' } as AppInfo });
    await showScreenLanguage('ar');
    render(<DemoOutboxSection />);
    expect(screen.getByRole('heading', { name: 'صندوق الصادر للمتجر التجريبي' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('يرسل المتجر الإيصال بالبريد عندما يعيّن عميل الإدارة بريد الطلب');
  });
});

describe('the simulated printer in Spanish', () => {
  it('counts its jobs and drawer kicks in Spanish', async () => {
    const view: SimulatedPrinterView = {
      address: '127.0.0.1:9100',
      fault: 'paper-out',
      jobs: [1, 2].map((id) => ({ id, at: '2026-11-23T19:00:00Z', lines: ['x'], barcodes: [], qrCodes: [], cut: true, kicks: 0, svg: '<svg/>' })),
      kicks: [{ pin: 2, at: '2026-11-23T19:00:00Z' }],
    };
    usePosBridgeForTests(localBridge({ printerSimulator: { view: async () => view } }));
    await showScreenLanguage('es');
    render(<SimulatedPrinterSection />);
    expect(await screen.findByText(/^2 trabajos impresos, 1 apertura del cajón; la última apertura/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Sin papel' })).toHaveProperty('checked', true);
  });
});
