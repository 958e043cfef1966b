/** An order's returns in a few words for the board: what is still to come back and what came back. */
import type { OrderReturn } from '../../../shared/storefront/types/platform-types.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { say } from '../../i18n/screen-language.js';

const messages = defineMessages({
  awaited: { id: 'board.returns.awaited', defaultMessage: 'return: {count, plural, one {# unit} other {# units}} awaited' },
  returned: { id: 'board.returns.returned', defaultMessage: '{count, plural, one {# unit} other {# units}} returned' },
  both: {
    id: 'board.returns.both',
    defaultMessage: 'return: {awaiting, plural, one {# unit} other {# units}} awaited, {received, plural, one {# unit} other {# units}} returned',
  },
});

export function orderReturnWords(returns: readonly OrderReturn[]): string | null {
  const live = returns.filter((r) => r.state !== 'canceled');
  if (live.length === 0) return null;
  const awaiting = live.reduce((sum, r) => sum + r.awaiting, 0);
  const received = live.reduce((sum, r) => sum + r.received, 0);
  if (awaiting > 0 && received > 0) return say(messages.both, { awaiting, received });
  if (awaiting > 0) return say(messages.awaited, { count: awaiting });
  if (received > 0) return say(messages.returned, { count: received });
  return null;
}
