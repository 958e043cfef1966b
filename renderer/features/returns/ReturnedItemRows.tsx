/** The goods that came back, one row each: how many, what, their condition and what they were worth (a return's and an exchange's receipts). */
import { defineMessages } from '../../../shared/i18n/words.js';
import { usePlace, useWords } from '../../i18n/use-words.js';
import { amountWords } from '../../../shared/money.js';

const messages = defineMessages({
  line: { id: 'returns.returnedItems.line', defaultMessage: '{quantity} × {name}' },
  backInStock: { id: 'returns.returnedItems.backInStock', defaultMessage: '(back in stock)' },
  damaged: { id: 'returns.returnedItems.damaged', defaultMessage: '(damaged)' },
});

export function ReturnedItemRows({
  items,
  currency,
}: {
  items: readonly { name: string; quantity: number; amount: string; resellable: boolean }[];
  currency: string;
}) {
  const words = useWords();
  const place = usePlace();
  return (
    <tbody>
      {items.map((item, i) => (
        <tr key={i}>
          <th scope="row">
            {words.formatMessage(messages.line, { quantity: item.quantity, name: item.name })}{' '}
            <span className="muted">{words.formatMessage(item.resellable ? messages.backInStock : messages.damaged)}</span>
          </th>
          <td className="num">{amountWords(item.amount, currency, place)}</td>
        </tr>
      ))}
    </tbody>
  );
}
