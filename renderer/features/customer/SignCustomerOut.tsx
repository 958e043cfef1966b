/**
 * After a sale made for a customer signed in to their account: a plain offer to sign them out
 * before the next customer steps up (their account, cards and store credit stay on this till
 * until then). Shown only while a customer is signed in.
 */
import { pos } from '../../bridge/pos.js';
import { useSession, useSessionStatus } from './session.js';
import { useAction } from '../../ui/use-action.js';

export function SignCustomerOut() {
  const status = useSessionStatus();
  const setStatus = useSession((s) => s.setStatus);
  const action = useAction();
  if (!status?.signedIn) return null;
  const signOut = async () => {
    const next = await action.run(() => pos().session.signOut());
    if (next) setStatus(next);
  };
  return (
    <div className="banner banner-info sign-customer-out" role="region" aria-label="Customer account">
      <span>
        The customer <strong>{status.email}</strong> is still signed in on this till.
      </span>
      <button type="button" className="btn btn-primary" disabled={action.busy} onClick={() => void signOut()}>
        {action.busy ? 'Signing out…' : 'Sign the customer out'}
      </button>
      {action.error && (
        <span className="field-error" role="alert">
          {action.error.message}
        </span>
      )}
    </div>
  );
}
