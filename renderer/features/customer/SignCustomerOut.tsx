/**
 * After a sale made for a customer signed in to their account: a plain offer to sign them out
 * before the next customer steps up (their account, cards and store credit stay on this till
 * until then). Shown only while a customer is signed in.
 */
import { pos } from '../../bridge/pos.js';
import { useSession, useSessionStatus } from './session.js';
import { useAction } from '../../ui/use-action.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  region: { id: 'customer.signOut.region', defaultMessage: 'Customer account' },
  stillSignedIn: { id: 'customer.signOut.stillSignedIn', defaultMessage: 'The customer <strong>{email}</strong> is still signed in on this till.' },
  signingOut: { id: 'customer.signOut.signingOut', defaultMessage: 'Signing out…' },
  signOut: { id: 'customer.signOut.signOut', defaultMessage: 'Sign the customer out' },
});

export function SignCustomerOut() {
  const words = useWords();
  const status = useSessionStatus();
  const setStatus = useSession((s) => s.setStatus);
  const action = useAction();
  if (!status?.signedIn) return null;
  const signOut = async () => {
    const next = await action.run(() => pos().session.signOut());
    if (next) setStatus(next);
  };
  return (
    <div className="banner banner-info sign-customer-out" role="region" aria-label={words.formatMessage(messages.region)}>
      <span>{words.formatMessage(messages.stillSignedIn, { email: status.email, strong: (chunks) => <strong dir="ltr">{chunks}</strong> })}</span>
      <button type="button" className="btn btn-primary" disabled={action.busy} onClick={() => void signOut()}>
        {words.formatMessage(action.busy ? messages.signingOut : messages.signOut)}
      </button>
      {action.error && (
        <span className="field-error" role="alert">
          {action.error.message}
        </span>
      )}
    </div>
  );
}
