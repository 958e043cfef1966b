/** The goods that came back, one row each: how many, what, their condition and what they were worth (a return's and an exchange's receipts). */
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  line: { id: 'returns.returnedItems.line', defaultMessage: '{quantity} × {name}' },
  backInStock: { id: 'returns.returnedItems.backInStock', defaultMessage: '(back in stock)' },
  damaged: { id: 'returns.returnedItems.damaged', defaultMessage: '(damaged)' },
});

export function ReturnedItemRows({ items }: { items: readonly { name: string; quantity: number; displayAmount: string; resellable: boolean }[] }) {
  const words = useWords();
  return (
    <tbody>
      {items.map((item, i) => (
        <tr key={i}>
          <th scope="row">
            {words.formatMessage(messages.line, { quantity: item.quantity, name: item.name })}{' '}
            <span className="muted">{words.formatMessage(item.resellable ? messages.backInStock : messages.damaged)}</span>
          </th>
          <td className="num">{item.displayAmount}</td>
        </tr>
      ))}
    </tbody>
  );
}
