// @vitest-environment happy-dom
/**
 * Why an offline sale waits for a manager, in the clerk's language: the replay journals its
 * reasons as catalogue words (amounts written the Spanish way), and an entry an older till
 * journaled in English only is still shown as it was.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { englishOf } from '../../../../shared/i18n/words.js';
import { offlineOutbox } from '../../../../shared/offline/offline-outbox.js';
import type { OfflineSale } from '../../../../shared/offline/offline-sales.js';
import type { JournalEntry, JournalEvents, JournalKind } from '../../../../shared/shift/till-journal.js';
import { priceWords } from '../../../../electron/till/offline/replay/replay-price-rule.js';
import { discountWords } from '../../../../electron/till/offline/replay/replay-discounts.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { OfflineOutbox } from '../../../../renderer/features/offline/OfflineOutbox.js';
import { useOffline } from '../../../../renderer/features/offline/offline.js';
import { localBridge } from '../local-bridge.js';

afterEach(async () => {
  cleanup();
  usePosBridgeForTests(null);
  useOffline.setState({ outbox: [], loaded: false, message: null });
  await showScreenLanguage('en');
});

const sale = (ref: string): OfflineSale => ({
  ref,
  takenAt: '2026-11-24T09:00:00Z',
  staff: null,
  currency: 'USD',
  lines: [{ variantId: '11', sku: 'TEE-M', name: 'Classic tee (M)', quantity: 1, unitPrice: '20.00', amount: '20.00' }],
  itemTotal: '20.00',
  taxTotal: '0.00',
  total: '20.00',
  cashTendered: '20.00',
  change: '0.00',
});

/** The outbox of a journal: a sale the store asks more for (words), one with a discount (words), and one an older till journaled in English. */
function outbox() {
  const entries: JournalEntry[] = [];
  const add = <K extends JournalKind>(kind: K, data: JournalEvents[K]) =>
    entries.push({ seq: entries.length + 1, at: '2026-11-24T10:00:00Z', staff: null, kind, data } as JournalEntry);
  for (const ref of ['OFF-PRICE', 'OFF-DISC', 'OFF-OLD']) add('offline.sale', sale(ref));
  const [priced, discounted] = offlineOutbox(entries);
  const price = { paid: '20.00', store: '22.00' };
  const asks = priceWords(priced!, price);
  add('offline.needs_manager', { ref: 'OFF-PRICE', storeSaid: englishOf(asks), said: asks, variantIds: [], price });
  const withDiscount = {
    ...discounted!,
    discounts: [{ kind: 'sale' as const, size: '10%', percent: 10, reason: 'dañado', amount: '-2.00', staff: null, approver: null, shares: [] }],
  };
  const carries = discountWords(withDiscount);
  add('offline.needs_manager', { ref: 'OFF-DISC', storeSaid: englishOf(carries), said: carries, variantIds: [] });
  add('offline.needs_manager', { ref: 'OFF-OLD', storeSaid: 'That product is no longer sold.', variantIds: ['11'] });
  return offlineOutbox(entries);
}

describe('why an offline sale needs a manager, in Spanish', () => {
  it('says the replay’s reasons in Spanish, amounts written the Spanish way, and an older English reason as it was', async () => {
    await showScreenLanguage('es');
    const views = outbox();
    usePosBridgeForTests(localBridge({ offline: { outbox: async () => views } }));
    render(<OfflineOutbox onOpenOrder={() => undefined} />);
    expect(await screen.findByText(/La tienda pide ahora 22,00\sUS\$ por esta venta; el cliente pagó 20,00\sUS\$ en efectivo/)).toBeTruthy();
    expect(screen.getByText(/La venta sin conexión OFF-DISC lleva descuentos \(10% de descuento \(dañado\)\)/)).toBeTruthy();
    expect(screen.getByText('That product is no longer sold.')).toBeTruthy();
    expect(document.body.textContent).not.toContain('The store now asks');
  });

  it('keeps the English words for logs and for a till that reads only English', () => {
    const [priced] = outbox();
    expect(priced!.storeSaid).toMatch(/^The store now asks \$22\.00 for this sale; the customer paid \$20\.00 in cash \(the store would record more cash/);
  });
});
