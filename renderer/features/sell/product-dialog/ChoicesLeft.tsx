/** Under the product's options: what is left to choose ("Choose the size and colour."), or that the combination chosen is not sold. */
import type { OptionType } from '../../../../shared/storefront/types/types.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  choose: { id: 'sell.product.choose', defaultMessage: 'Choose the {options}.' },
  notSold: { id: 'sell.product.notSold', defaultMessage: 'This combination is not sold.' },
});

export function ChoicesLeft({ toChoose, sold }: { toChoose: OptionType[]; sold: boolean }) {
  const words = useWords();
  if (toChoose.length > 0) {
    const options = words.formatList(
      toChoose.map((t) => t.presentation.toLowerCase()),
      { type: 'conjunction' },
    );
    return <p className="muted">{words.formatMessage(messages.choose, { options })}</p>;
  }
  return sold ? null : <p className="muted">{words.formatMessage(messages.notSold)}</p>;
}
