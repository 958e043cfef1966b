// @vitest-environment happy-dom
/** The Cash tab in the clerk's language: its keys, its change and why an amount is refused, in German. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { planTender } from '../../../../shared/sale/tenders.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { CashTender } from '../../../../renderer/features/checkout/payment/CashTender.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { localBridge } from '../local-bridge.js';

const noop = () => undefined;

afterEach(async () => {
  cleanup();
  await showScreenLanguage('en');
});

describe('the Cash tab in German', () => {
  it('says its keys and why an amount that is not a number is refused in German', async () => {
    usePosBridgeForTests(localBridge({}));
    await showScreenLanguage('de');
    render(
      <CashTender
        currency="USD"
        remainingCents={1000}
        tendered="zehn"
        onTendered={noop}
        plan={planTender('cash', 'zehn', '10.00')}
        onBack={noop}
        after={noop}
      />,
    );
    expect(screen.getByRole('group', { name: 'Bargeld erhalten, ein Tastendruck' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Passend/ })).toBeTruthy();
    expect(screen.getByText('Geben Sie den Betrag als Zahl ein, etwa 12.50.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Barzahlung annehmen' })).toBeTruthy();
  });
});
