// @vitest-environment happy-dom
/** The Card tab in Spanish: a card amount above what is left is refused with both amounts written the Spanish way. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { planTender } from '../../../../shared/sale/tenders.js';
import { usePosBridgeForTests } from '../../../../renderer/bridge/pos.js';
import { CardTender, EMPTY_CARD } from '../../../../renderer/features/checkout/payment/CardTender.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { localBridge } from '../local-bridge.js';

const noop = () => undefined;

afterEach(async () => {
  cleanup();
  usePosBridgeForTests(null);
  await showScreenLanguage('en');
});

describe('the Card tab in Spanish', () => {
  it('says a card amount above what is left with its amounts in Spanish', async () => {
    usePosBridgeForTests(localBridge({}));
    await showScreenLanguage('es');
    render(
      <CardTender
        amount="22.00"
        onAmount={noop}
        plan={planTender('card', '22.00', '10.00', 'USD')}
        card={EMPTY_CARD}
        onCard={noop}
        money={(amount) => amount}
        onPresent={noop}
        onBack={noop}
        after={noop}
      />,
    );
    expect(screen.getByText(/^22,00\sUS\$ es más que los 10,00\sUS\$ que quedan por pagar: solo el efectivo da cambio\.$/)).toBeTruthy();
  });

  it('keeps the English with its amounts for the services’ logs', () => {
    const plan = planTender('card', '22.00', '10.00', 'USD');
    expect(plan.ok ? null : plan.message).toBe('$22.00 is more than the $10.00 still to pay: change comes only from cash.');
    const bare = planTender('card', '14.51', '14.50');
    expect(bare.ok ? null : bare.message).toBe('14.51 is more than the 14.50 still to pay: change comes only from cash.');
  });
});
