/**
 * The signed-in customer's address book on the Customer screen: the saved addresses, each
 * changed or deleted, and a new one added (the required fields asked for before sending).
 */
import { useEffect, useState } from 'react';
import type { AddressDetails } from '../../../shared/bridge/bridge.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import type { SavedAddress } from '../../../shared/storefront/types/types.js';
import { pos } from '../../bridge/pos.js';
import { useWords } from '../../i18n/use-words.js';
import { reasonsFor, shownError } from '../../shell/errors.js';
import { AddressFields, cleaned, EMPTY_ADDRESS } from '../../ui/AddressFields.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { Field } from '../../ui/Field.js';
import { useAction } from '../../ui/use-action.js';

const messages = defineMessages({
  title: { id: 'customer.addresses.title', defaultMessage: 'Addresses' },
  none: { id: 'customer.addresses.none', defaultMessage: 'No saved addresses.' },
  editLabel: { id: 'customer.addresses.editLabel', defaultMessage: 'Edit {address}' },
  edit: { id: 'customer.addresses.edit', defaultMessage: 'Edit' },
  deleteLabel: { id: 'customer.addresses.deleteLabel', defaultMessage: 'Delete {address}' },
  delete: { id: 'customer.addresses.delete', defaultMessage: 'Delete' },
  change: { id: 'customer.addresses.change', defaultMessage: 'Change address' },
  new: { id: 'customer.addresses.new', defaultMessage: 'New address' },
  label: { id: 'customer.addresses.label', defaultMessage: 'Label (optional)' },
  enterThis: { id: 'customer.addresses.enterThis', defaultMessage: 'Enter this.' },
  cancel: { id: 'customer.addresses.cancel', defaultMessage: 'Cancel' },
  saving: { id: 'customer.addresses.saving', defaultMessage: 'Saving…' },
  save: { id: 'customer.addresses.save', defaultMessage: 'Save address' },
  add: { id: 'customer.addresses.add', defaultMessage: 'Add an address' },
});

const REQUIRED_ADDRESS_FIELDS = ['firstname', 'lastname', 'address1', 'city', 'zipcode'] as const;

function addressLine(a: SavedAddress): string {
  return [a.address1, a.address2, a.city, a.stateCode ?? a.stateName, a.zipcode, a.countryIso].filter(Boolean).join(', ');
}

export function CustomerAddresses() {
  const words = useWords();
  const [list, setList] = useState<SavedAddress[] | null>(null);
  const [editing, setEditing] = useState<{ id?: string; label: string; address: AddressDetails } | null>(null);
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const { busy, error, setError, run } = useAction();
  useEffect(() => {
    if (missing.size > 0) document.querySelector<HTMLElement>('.address-editor [aria-invalid="true"]')?.focus();
  }, [missing]);
  useEffect(() => {
    pos()
      .customer.addresses()
      .then(setList)
      .catch((e: unknown) => setError(shownError(e)));
  }, [setError]);
  const fe = error?.fieldErrors ?? null;
  const edit = (a?: SavedAddress) =>
    setEditing(
      a
        ? {
            id: a.id,
            label: a.label ?? '',
            address: {
              firstname: a.firstname,
              lastname: a.lastname,
              address1: a.address1,
              address2: a.address2 ?? '',
              city: a.city,
              zipcode: a.zipcode,
              stateName: a.stateCode ?? a.stateName ?? '',
              phone: a.phone ?? '',
              countryIso: a.countryIso,
            },
          }
        : { label: '', address: EMPTY_ADDRESS },
    );
  return (
    <section className="card" aria-labelledby="addresses-title" aria-busy={list === null}>
      <h2 id="addresses-title">{words.formatMessage(messages.title)}</h2>
      {error && <ErrorBanner message={error.message} onDismiss={() => setError(null)} />}
      {list && list.length === 0 && <p className="empty">{words.formatMessage(messages.none)}</p>}
      <ul className="plain-list">
        {list?.map((a) => (
          <li key={a.id} className="list-row">
            <span>
              <strong>{a.label || `${a.firstname} ${a.lastname}`}</strong>
              <span className="muted"> {addressLine(a)}</span>
            </span>
            <span className="row-actions">
              <button
                type="button"
                className="btn btn-small"
                onClick={() => edit(a)}
                aria-label={words.formatMessage(messages.editLabel, { address: a.label || a.address1 })}
              >
                {words.formatMessage(messages.edit)}
              </button>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                disabled={busy}
                aria-label={words.formatMessage(messages.deleteLabel, { address: a.label || a.address1 })}
                onClick={async () => {
                  const next = await run(() => pos().customer.deleteAddress(a.id));
                  if (next) setList(next);
                }}
              >
                {words.formatMessage(messages.delete)}
              </button>
            </span>
          </li>
        ))}
      </ul>
      {editing ? (
        <form
          className="address-editor"
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            const empty = new Set(REQUIRED_ADDRESS_FIELDS.filter((k) => !editing.address[k].trim()));
            setMissing(empty);
            if (empty.size > 0) return;
            const next = await run(() =>
              pos().customer.saveAddress({
                ...(editing.id ? { id: editing.id } : {}),
                ...(editing.label ? { label: editing.label } : {}),
                address: cleaned(editing.address),
              }),
            );
            if (next) {
              setList(next);
              setEditing(null);
            }
          }}
        >
          <fieldset className="address-group">
            <legend>{words.formatMessage(editing.id ? messages.change : messages.new)}</legend>
            <Field
              label={words.formatMessage(messages.label)}
              value={editing.label}
              onChange={(e) => setEditing({ ...editing, label: e.target.value })}
              // not-words: the store's names of the field its errors are given for
              error={reasonsFor(fe, 'address.label', 'label')}
            />
            <AddressFields
              idPrefix="customer-address"
              value={editing.address}
              onChange={(address) => setEditing({ ...editing, address })}
              errorFor={(name) =>
                missing.has(name as (typeof REQUIRED_ADDRESS_FIELDS)[number])
                  ? words.formatMessage(messages.enterThis)
                  : reasonsFor(fe, `address.${name}`, name)
              }
            />
          </fieldset>
          <div className="form-actions">
            <button type="button" className="btn btn-ghost" onClick={() => setEditing(null)}>
              {words.formatMessage(messages.cancel)}
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {words.formatMessage(busy ? messages.saving : messages.save)}
            </button>
          </div>
        </form>
      ) : (
        <div className="form-actions">
          <button type="button" className="btn" onClick={() => edit()}>
            {words.formatMessage(messages.add)}
          </button>
        </div>
      )}
    </section>
  );
}
