/**
 * The lines of a sale, an order or a sheet of paper, drawn once for every screen: each line's
 * name with its variant's options and the clerk's line options, then the columns the screen asks
 * for (SKU, location, quantity, unit price, amount, orders). A table, its lines named by their row
 * headers; the cart's lines are a list instead, with the screen's quantity control and remove
 * button beside the amount.
 */
import type { ReactNode } from 'react';
import type { LineView } from './words/line-views.js';
import { LineOptionsNote } from '../features/sell/LineOptionFields.js';
import '../styles/discounts.css';
import { defineMessages, type MessageDeclaration } from '../../shared/i18n/words.js';
import { useWords } from '../i18n/use-words.js';

const messages = defineMessages({
  location: { id: 'ui.lines.location', defaultMessage: 'Location' },
  quantity: { id: 'ui.lines.quantity', defaultMessage: 'Qty' },
  unitPrice: { id: 'ui.lines.unitPrice', defaultMessage: 'Price' },
  amount: { id: 'ui.lines.amount', defaultMessage: 'Amount' },
  orders: { id: 'ui.lines.orders', defaultMessage: 'Orders' },
  sku: { id: 'ui.lines.sku', defaultMessage: 'SKU' },
  each: { id: 'ui.lines.each', defaultMessage: '{price} each' },
  item: { id: 'ui.lines.item', defaultMessage: 'Item' },
});

type LineColumn = 'sku' | 'location' | 'quantity' | 'unitPrice' | 'amount' | 'orders';

const HEADINGS: Record<LineColumn, MessageDeclaration> = {
  sku: messages.sku,
  location: messages.location,
  quantity: messages.quantity,
  unitPrice: messages.unitPrice,
  amount: messages.amount,
  orders: messages.orders,
};
const NUMERIC: ReadonlySet<LineColumn> = new Set(['quantity', 'unitPrice', 'amount']);
/** Each look's stylesheet class: a receipt, an order's detail on screen, paper to print. */
const TABLE_CLASS = { receipt: 'receipt-lines', detail: 'detail-table', paper: 'paper-table' } as const;

const cellText = (line: LineView, column: LineColumn): ReactNode => {
  if (column === 'quantity') return line.quantity;
  if (column === 'amount' && line.discount) return <AmountAfterDiscount line={line} />;
  return line[column] ?? '—';
};

/** A discounted line's amount: the original struck, then what it comes to. */
function AmountAfterDiscount({ line }: { line: LineView }) {
  return (
    <>
      <s>{line.amount}</s> {line.discount?.after}
    </>
  );
}
/** On screen the SKU is quieter than the name; on paper the picker reads it as much as the name. */
const cellClass = (column: LineColumn, look: keyof typeof TABLE_CLASS) =>
  NUMERIC.has(column) ? 'num' : column === 'sku' && look !== 'paper' ? 'muted' : undefined;

type LineItemsProps =
  | { look: keyof typeof TABLE_CLASS; lines: readonly LineView[]; caption: string; columns: readonly LineColumn[]; itemHeading?: string }
  | { look: 'cart'; lines: readonly LineView[]; quantity(line: LineView): ReactNode; remove(line: LineView): ReactNode };

export function LineItems(props: LineItemsProps) {
  const words = useWords();
  if (props.look === 'cart') {
    return (
      <ul className="cart-lines">
        {props.lines.map((line) => (
          <li key={line.key} className="cart-line">
            <div className="line-main">
              <span className="line-name">{line.name}</span>
              {line.optionsText && <span className="muted line-options">{line.optionsText}</span>}
              <LineOptionsNote options={line.customOptions} />
              <span className="muted">{words.formatMessage(messages.each, { price: line.unitPrice })}</span>
              {line.discount && <span className="line-discount">{line.discount.words}</span>}
            </div>
            {props.quantity(line)}
            <span className="line-total">{line.discount ? <AmountAfterDiscount line={line} /> : line.amount}</span>
            {props.remove(line)}
          </li>
        ))}
      </ul>
    );
  }
  const { look, lines, caption, columns, itemHeading = words.formatMessage(messages.item) } = props;
  return (
    <table className={TABLE_CLASS[look]}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{itemHeading}</th>
          {columns.map((c) => (
            <th key={c} scope="col" className={NUMERIC.has(c) ? 'num' : undefined}>
              {words.formatMessage(HEADINGS[c])}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key}>
            <th scope="row">
              {line.name}
              {line.optionsText && <span className="muted line-options-text"> · {line.optionsText}</span>}
              <LineOptionsNote options={line.customOptions} block />
              {line.discount && <span className="line-discount line-discount-block">{line.discount.words}</span>}
            </th>
            {columns.map((c) => (
              <td key={c} className={cellClass(c, look)}>
                {cellText(line, c)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
