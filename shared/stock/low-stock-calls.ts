/**
 * Low stock across the bridge (area `lowStock`): the variants at or below their threshold, kept at
 * the store per variant or per category, and the reorder list saved as CSV. Setting a threshold is
 * a manager's, or a role's with the stock right.
 */
import { noArgs, type CallDeclarations } from '../bridge/call-declaration.js';
import type { LowStockList, StockThreshold } from './low-stock.js';
import { defineMessages } from '../i18n/words.js';

/** What a manager is asked to approve, for each manager-only call here. */
const managerActions = defineMessages({
  lowStockSetThreshold: { id: 'stock.managerOnly.lowStockSetThreshold', defaultMessage: 'change a low-stock threshold' },
});

/** Whose threshold: one variant's or one category's (a taxon of the store). */
export type ThresholdSubject = { variantId: string } | { taxonId: string };

interface ReorderCsvExport {
  fileName: string;
  /** Where it was saved (the save dialog); null when cancelled or when the page downloads it. */
  savedTo: string | null;
  /** The text for the page to download (browser host); null when main saved it. */
  csv: string | null;
  rows: number;
}

export interface LowStockCalls {
  /** The variants at or below their threshold, the lowest first, with their units at each location. */
  list(): Promise<LowStockList>;
  /** Every threshold the store keeps. */
  thresholds(): Promise<StockThreshold[]>;
  /** Sets (or, with null, removes) a variant's or a category's threshold; answers every threshold. */
  setThreshold(subject: ThresholdSubject, threshold: number | null): Promise<StockThreshold[]>;
  /** The reorder list as CSV: saved through the save dialog (Electron), or answered for the page to download. */
  exportReorderCsv(): Promise<ReorderCsvExport>;
}

const subjectName = (subject: ThresholdSubject) => ('variantId' in subject ? `variant ${subject.variantId}` : `category ${subject.taxonId}`);

export const lowStockCalls = {
  list: { args: noArgs },
  thresholds: { args: noArgs },
  setThreshold: {
    args: ({ z, text }) =>
      z.tuple([
        z.union([z.object({ variantId: text(64).min(1) }).strict(), z.object({ taxonId: text(64).min(1) }).strict()]),
        z.union([z.number().int().min(0).max(100_000), z.null()]),
      ]),
    managerOnly: managerActions.lowStockSetThreshold,
    right: 'stock',
    approvalRecord: ([subject, threshold]) => `${subjectName(subject)}: ${threshold === null ? 'none' : threshold}`,
  },
  exportReorderCsv: { args: noArgs },
} satisfies CallDeclarations<LowStockCalls>;
