/**
 * One stock count's context: what the count desk and its apply share. The record in memory and on
 * disk (every change written before it is answered), what the store is asked through the admin
 * client, the catalog the lines are found in, who is on the till.
 */
import type { StaffRef } from '../../../../shared/shift/staff-ref.js';
import { THE_TILL, type CountLine, type StockLocationChoice } from '../../../../shared/stock/count-calls.js';
import type { CountMovementAnswered, CountMovementSent } from '../../../../shared/storefront/client/platform-stock-count-client.js';
import type { Product, Taxon } from '../../../../shared/storefront/types/types.js';
import { defineMessages, wordsOf, type Words } from '../../../../shared/i18n/words.js';
import { TillRefusal } from '../../runtime/error-words.js';
import type { TillJournal } from '../../shift/till-journal.js';
import type { CountFile, CountRecord } from './count-file.js';

/** What a count asks of the store (through the admin client; refused in words without it). */
export interface CountStoreAccess {
  locations(): Promise<StockLocationChoice[]>;
  /** The on-hand at the location of any number of variants (read 100 at a time). */
  onHand(variantIds: readonly string[], stockLocationId: string): Promise<Map<string, number>>;
  applyCount(movements: readonly CountMovementSent[]): Promise<CountMovementAnswered[]>;
}

/** The local catalog, as the count reads it. */
interface CountCatalog {
  resolveCode(code: string): { product: Product; variantId: string } | null;
  all(): Product[];
}

export interface CountDeps {
  file: CountFile;
  catalog: CountCatalog;
  taxons: () => Promise<Taxon[]>;
  store: CountStoreAccess;
  /** Who is on the till. */
  who: () => StaffRef | null;
  journal: TillJournal;
  log: (line: string) => void;
  now?: () => Date;
}

export interface CountContext extends CountDeps {
  record: () => CountRecord | null;
  /** Keeps the record (in memory and on disk at once). */
  keep: (record: CountRecord | null) => void;
  /** The record of the count under way, or the refusal in words. */
  counting: () => CountRecord;
  nowIso: () => string;
}

const messages = defineMessages({
  noCount: { id: 'stock.refusal.noCount', defaultMessage: 'No count is under way: start one first.' },
  countApplied: { id: 'stock.refusal.countApplied', defaultMessage: 'Count {id} is applied: start a new count.' },
  countApplying: { id: 'stock.refusal.countApplying', defaultMessage: 'Count {id} is being applied: start a new count.' },
});

export const refuse = (message: Words) => new TillRefusal({ kind: 'invalid_input', message });

export function countContext(deps: CountDeps): CountContext & { warning: Words | null } {
  const { record: initial, warning } = deps.file.read();
  let record = initial;
  const now = deps.now ?? (() => new Date());
  return {
    ...deps,
    warning,
    record: () => record,
    keep(next) {
      deps.file.write(next);
      record = next;
    },
    counting() {
      if (!record) throw refuse(wordsOf(messages.noCount));
      if (record.view.state !== 'counting')
        throw refuse(wordsOf(record.view.state === 'applied' ? messages.countApplied : messages.countApplying, { id: record.view.id }));
      return record;
    },
    nowIso: () => now().toISOString(),
  };
}

/** A line for a variant of the catalog, counted `counted`, its expected on-hand not read yet. */
export function lineOf(product: Product, variantId: string, counted: number, who: StaffRef | null, at: string): CountLine {
  const variant = product.variants.find((v) => v.id === variantId);
  return {
    variantId,
    sku: variant?.sku ?? product.sku,
    name: product.name,
    optionsText: variant?.optionsText ?? '',
    price: variant?.price ?? product.price,
    counted,
    expected: null,
    countedBy: who?.name ?? THE_TILL,
    countedAt: at,
  };
}
