/** A signed-in customer's saved addresses, one of which fills the checkout's address fields. */
import type { AddressDetails } from '../../../../shared/bridge/bridge.js';
import type { SavedAddress } from '../../../../shared/storefront/types/types.js';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  label: { id: 'checkout.savedAddress.label', defaultMessage: 'Use a saved address' },
  choose: { id: 'checkout.savedAddress.choose', defaultMessage: 'Choose…' },
});

export function SavedAddressPicker({ addresses, onPick }: { addresses: SavedAddress[]; onPick(address: AddressDetails): void }) {
  const words = useWords();
  return (
    <div className="field">
      <label htmlFor="saved-address">{words.formatMessage(messages.label)}</label>
      <select
        id="saved-address"
        defaultValue=""
        onChange={(e) => {
          const a = addresses.find((x) => x.id === e.target.value);
          if (!a) return;
          onPick({
            firstname: a.firstname,
            lastname: a.lastname,
            address1: a.address1,
            address2: a.address2 ?? '',
            city: a.city,
            zipcode: a.zipcode,
            stateName: a.stateCode ?? a.stateName ?? '',
            phone: a.phone ?? '',
            countryIso: a.countryIso,
          });
        }}
      >
        <option value="">{words.formatMessage(messages.choose)}</option>
        {addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {a.label ? `${a.label}: ` : ''}
            {a.address1}, {a.city}
          </option>
        ))}
      </select>
    </div>
  );
}
