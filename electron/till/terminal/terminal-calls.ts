/**
 * The bridge's `terminal.*` calls: the card terminal of this till and the clerk's panel. On the
 * embedded demo store the terminal is the simulated one (training: the clerk plays the customer);
 * for another store no terminal adapter is set up yet, and presenting a card says so (the token
 * a store's terminal prints can still be entered by hand on the Card tab).
 */
import type { PosCalls, TerminalState } from '../../../shared/bridge/bridge.js';
import type { CounterRouting } from '../sale/counter-routing.js';
import { TillRefusal } from '../runtime/error-words.js';
import type { PlacedReceipts } from '../sale/placed-receipts.js';
import type { SaleService } from '../sale/sale.js';
import type { SecretStore } from '../account/secret-store.js';
import type { SettingsStore } from '../settings/settings-store.js';
import type { TillJournal } from '../shift/till-journal.js';
import type { CardTerminal } from './card-terminal.js';
import { createSimulatedTerminal, type SimulatedChoice } from './simulated-terminal.js';
import { createTerminalTender, type TerminalAttemptEnds } from './terminal-tender.js';
import { defineMessages, englishOf, wordsOf } from '../../../shared/i18n/words.js';

const messages = defineMessages({
  noTerminal: {
    id: 'checkout.terminal.noTerminal',
    defaultMessage: 'No card terminal is set up for this store. Enter the token the terminal prints on the Card tab.',
  },
  notWaiting: { id: 'checkout.terminal.notWaiting', defaultMessage: 'The terminal is not waiting for a card.' },
  notATestCard: {
    id: 'checkout.terminal.notATestCard',
    defaultMessage: 'That is not one of the test cards (4242 4242 4242 4242 approves, 4000 0000 0000 0002 declines).',
  },
});

export interface TerminalCallsOptions {
  sale: SaleService;
  settings: SettingsStore;
  /** Where a terminal approval's card token rests until the store has the tender (the keychain). */
  secrets: SecretStore;
  /** The numbers of the sales parked on this till. */
  parked: () => readonly string[];
  /** The till's journal: declines at the terminal and its time-outs are recorded there. */
  journal: Pick<TillJournal, 'append'>;
  /** Whether the store is the embedded demo store (its test gateway takes the simulated terminal's tokens). */
  demo: boolean;
  onChange: (state: TerminalState) => void;
  /** Offline sales take cash only: presenting a card is refused while selling offline. */
  counter: Pick<CounterRouting, 'cashOnly'>;
  /** A charge that placed the order: its receipt finished like every other (return policy). */
  receipts: Pick<PlacedReceipts, 'placed'>;
}

const NO_TERMINAL: TerminalState = { name: 'No card terminal', simulated: false, waiting: null };

/** The store's terminal as the till uses it: the bridge's calls, what its tender is told of its attempts' sales, and the terminal itself (null when none). */
interface StoreTerminal {
  calls: PosCalls['terminal'];
  ends: TerminalAttemptEnds;
  terminal: CardTerminal | null;
}

/** The bridge's terminal calls, what the rest of the till tells the terminal's tender about its attempts' sales, and the terminal (for its refunds). */
export function terminalCalls(options: TerminalCallsOptions): StoreTerminal {
  const { calls, ends, terminal } = terminalOfStore(options);
  return {
    calls: { ...calls, present: (amount) => options.counter.cashOnly(async () => options.receipts.placed(await calls.present(amount))) },
    ends,
    terminal,
  };
}

/** The store's terminal: the simulated one on the demo store, none elsewhere. */
function terminalOfStore(options: TerminalCallsOptions): StoreTerminal {
  if (!options.demo) {
    const none = async (): Promise<never> => {
      throw new TillRefusal({
        kind: 'validation',
        message: wordsOf(messages.noTerminal),
      });
    };
    return {
      calls: { state: async () => NO_TERMINAL, present: none, simulate: none, simulateCard: none },
      ends: { taken: async () => undefined, saleEnded: async () => undefined },
      terminal: null,
    };
  }
  const simulated = createSimulatedTerminal({ onWaiting: () => options.onChange(tender.state()) });
  const tender = createTerminalTender({
    terminal: simulated,
    sale: options.sale,
    settings: options.settings,
    secrets: options.secrets,
    journal: options.journal,
    parked: options.parked,
  });
  const play = (done: boolean): TerminalState => {
    if (!done) throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.notWaiting) });
    return tender.state();
  };
  return {
    ends: tender,
    terminal: simulated,
    calls: {
      state: async () => tender.state(),
      present: (amount) => tender.present(amount),
      simulate: async (choice: SimulatedChoice) => play(simulated.choose(choice)),
      simulateCard: async (cardNumber) => {
        if (!simulated.waiting()) return play(false);
        if (!simulated.presentCard(cardNumber)) {
          throw new TillRefusal({
            kind: 'invalid_input',
            message: wordsOf(messages.notATestCard),
            // The refusal's own English: the page says the field's reason in the clerk's language, as it says the refusal.
            fieldErrors: { cardNumber: [englishOf(wordsOf(messages.notATestCard))] },
          });
        }
        return tender.state();
      },
    },
  };
}
