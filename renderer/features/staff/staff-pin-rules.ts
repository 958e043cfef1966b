import { defineMessages } from '../../../shared/i18n/words.js';
import { say } from '../../i18n/screen-language.js';

const messages = defineMessages({
  digits: { id: 'staff.pinRules.digits', defaultMessage: 'A PIN is 4 to 6 digits.' },
  differ: { id: 'staff.pinRules.differ', defaultMessage: 'The two PINs differ: type the same PIN twice.' },
});

/** A new PIN as the forms check it before asking the main process (which checks it again). */
export function pinProblem(pin: string, again: string): { pinError: string | null; againError: string | null } {
  if (!/^\d{4,6}$/.test(pin)) return { pinError: say(messages.digits), againError: null };
  if (pin !== again) return { pinError: null, againError: say(messages.differ) };
  return { pinError: null, againError: null };
}
