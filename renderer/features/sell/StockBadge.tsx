/** A product's stock as a badge: in stock, on backorder, or out of stock. */
import { defineMessages, type MessageDeclaration } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  inStock: { id: 'sell.stock.inStock', defaultMessage: 'In stock' },
  backorder: { id: 'sell.stock.backorder', defaultMessage: 'Backorder' },
  outOfStock: { id: 'sell.stock.outOfStock', defaultMessage: 'Out of stock' },
});

function stockLabel(p: { inStock: boolean; backorderable: boolean }): { text: MessageDeclaration; tone: string } {
  if (p.inStock) return { text: messages.inStock, tone: 'ok' };
  if (p.backorderable) return { text: messages.backorder, tone: 'warn' };
  return { text: messages.outOfStock, tone: 'bad' };
}

export function StockBadge(props: { inStock: boolean; backorderable: boolean }) {
  const words = useWords();
  const { text, tone } = stockLabel(props);
  return <span className={`badge badge-${tone}`}>{words.formatMessage(text)}</span>;
}
