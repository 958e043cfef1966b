/** A postal address under its title (billing, shipping), or "None given". */
import type { Address } from '../../../shared/storefront/types/types.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const messages = defineMessages({
  noneGiven: { id: 'orders.address.noneGiven', defaultMessage: 'None given' },
});

export function AddressBlock({ title, address }: { title: string; address: Address | null }) {
  const words = useWords();
  return (
    <div className="detail-address">
      <h4>{title}</h4>
      {address ? (
        <address>
          {address.firstname} {address.lastname}
          <br />
          {address.address1}
          {address.address2 ? (
            <>
              <br />
              {address.address2}
            </>
          ) : null}
          <br />
          {address.city}
          {address.stateName ? `, ${address.stateName}` : ''} {address.zipcode}
          <br />
          {address.countryIso}
          {address.phone ? (
            <>
              <br />
              {address.phone}
            </>
          ) : null}
        </address>
      ) : (
        <p className="muted">{words.formatMessage(messages.noneGiven)}</p>
      )}
    </div>
  );
}
