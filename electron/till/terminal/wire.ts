/**
 * The card terminal at the counter, told when the store took one of its approvals or a sale ended:
 * the bridge's `terminal.*` calls, and the terminal itself for the refunds the Returns screen makes.
 */
import type { PosCalls } from '../../../shared/bridge/bridge.js';
import type { ParkedWire } from '../parked/wire.js';
import type { TillParts } from '../runtime/till-parts.js';
import type { SaleWire } from '../sale/wire.js';
import type { StoreWire } from '../store/wire.js';
import { terminalCalls } from './terminal-calls.js';

export function wireTerminal(deps: { till: TillParts; store: StoreWire; sale: SaleWire; parked: ParkedWire }) {
  const { options, emit, journal, secrets } = deps.till;
  const { calls, ends, terminal } = terminalCalls({
    sale: deps.sale.sale,
    settings: options.settings,
    secrets,
    journal,
    parked: () => deps.parked.parked.list().carts.map((cart) => cart.number),
    demo: deps.store.target.mode === 'demo',
    onChange: (state) => emit({ type: 'terminal.changed', terminal: state }),
    counter: deps.sale.counter,
    receipts: deps.sale.receipts,
  });
  deps.sale.onTerminalTenderTaken((reference) => void ends.taken(reference));
  deps.sale.onSaleEnded((orderNumber) => void ends.saleEnded(orderNumber));
  return {
    calls: { terminal: calls } satisfies Pick<PosCalls, 'terminal'>,
    /** The card terminal (null when none is set up): approvals no sale took are refunded through it. */
    cardTerminal: terminal,
    stop: async () => {},
  };
}
