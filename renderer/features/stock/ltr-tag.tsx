/**
 * A code inside a sentence (a SKU, a barcode, a transfer's or an order's number), kept left to
 * right when the sentence reads right to left (Arabic): a message writes it as `<ltr>{code}</ltr>`
 * and is formatted with `ltrTag` among its values.
 */
import type { ReactNode } from 'react';

export const ltrTag = { ltr: (chunks: ReactNode[]) => <bdi dir="ltr">{chunks}</bdi> };
