/** A return taken while the store could not be reached, as its receipt says: recorded at the store later (under the reference the receipt shows). */
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  mark: { id: 'returns.offlineMark.mark', defaultMessage: 'Offline return — to be recorded at the store' },
});

export function OfflineReturnMark() {
  const words = useWords();
  return (
    <p className="offline-return-mark">
      <strong>{words.formatMessage(messages.mark)}</strong>
    </p>
  );
}
