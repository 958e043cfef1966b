/**
 * A scanned or typed code as a line of stock: the variant the store finds for it, with what its
 * labels show (code, name with options, price), or null when the store has no product with it.
 */
import { labelLinesOf, type LabelLine } from '../../../../shared/labels/label-lines.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { pos } from '../../../bridge/pos.js';
import { say } from '../../../i18n/screen-language.js';

const messages = defineMessages({
  unknownCode: { id: 'stock.lineOfCode.unknownCode', defaultMessage: 'No product has the code {code}: check it, or type the SKU.' },
});

export async function stockLineOfCode(code: string, quantity: number): Promise<LabelLine | null> {
  const match = await pos().catalog.lookupCode(code.trim());
  if (!match) return null;
  const lines = labelLinesOf(match.product);
  // A product without variants is its own (master) variant: its line carries the product's id.
  const line = lines.find((l) => l.variantId === match.variantId) ?? (lines.length === 1 ? lines[0] : undefined);
  const variant = match.product.variants.find((v) => v.id === match.variantId);
  return {
    variantId: match.variantId,
    code: line?.code ?? variant?.sku ?? code.trim(),
    name: line?.name ?? match.product.name,
    price: line?.price ?? '',
    quantity,
  };
}

/** A code the store does not know, in words. */
export const unknownCode = (code: string) => say(messages.unknownCode, { code: code.trim() });
