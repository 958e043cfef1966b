/**
 * The cart's less frequent actions, folded under the lines: coupon and gift-card codes (the
 * store's message when it refuses one), the cart's currency among the store's, and a shipping
 * estimate for a country before any address is known.
 */
import { useEffect, useState } from 'react';
import type { EstimatedShippingRate } from '../../../shared/storefront/types/types.js';
import { countriesIn } from '../../ui/AddressFields.js';
import { pos } from '../../bridge/pos.js';
import { shownError } from '../../shell/errors.js';
import { APPLYING_CODE, useSale } from './sale.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { usePlace, useWords } from '../../i18n/use-words.js';
import { amountWords } from '../../../shared/money.js';

const messages = defineMessages({
  summary: { id: 'sell.extras.summary', defaultMessage: 'Codes, currency and shipping estimate' },
  codeLabel: { id: 'sell.extras.codeLabel', defaultMessage: 'Coupon or gift-card code' },
  apply: { id: 'sell.extras.apply', defaultMessage: 'Apply' },
  appliedCodes: { id: 'sell.extras.appliedCodes', defaultMessage: 'Applied codes' },
  removeCode: { id: 'sell.extras.removeCode', defaultMessage: 'Remove code {code}' },
  remove: { id: 'sell.extras.remove', defaultMessage: 'Remove' },
  removeAllCodes: { id: 'sell.extras.removeAllCodes', defaultMessage: 'Remove all codes' },
  currency: { id: 'sell.extras.currency', defaultMessage: 'Currency' },
  estimateTo: { id: 'sell.extras.estimateTo', defaultMessage: 'Estimate shipping to' },
  estimate: { id: 'sell.extras.estimate', defaultMessage: 'Estimate' },
  estimatedRates: { id: 'sell.extras.estimatedRates', defaultMessage: 'Estimated shipping rates' },
  noShipping: { id: 'sell.extras.noShipping', defaultMessage: 'No shipping to that country.' },
  free: { id: 'sell.extras.free', defaultMessage: 'Free' },
});

export function CartExtras() {
  const words = useWords();
  const place = usePlace();
  const cart = useSale((s) => s.cart);
  const busy = useSale((s) => s.busy);
  const error = useSale((s) => s.error);
  const errorFrom = useSale((s) => s.errorFrom);
  const applyCode = useSale((s) => s.applyCode);
  const removeCode = useSale((s) => s.removeCode);
  const removeAllCodes = useSale((s) => s.removeAllCodes);
  const changeCurrency = useSale((s) => s.changeCurrency);
  const [code, setCode] = useState('');
  const [currencies, setCurrencies] = useState<string[]>([]);
  const [country, setCountry] = useState('US');
  const [rates, setRates] = useState<EstimatedShippingRate[] | null>(null);
  const [estimateError, setEstimateError] = useState<string | null>(null);

  useEffect(() => {
    pos()
      .content.store()
      .then((s) => setCurrencies(s.supportedCurrencies))
      .catch(() => setCurrencies([]));
  }, []);

  if (!cart) return null;
  const codes = (cart.promotions ?? []).filter((p) => p.code);
  const codeError = error && errorFrom === APPLYING_CODE ? error.message : null;

  return (
    <details className="cart-extras">
      <summary>{words.formatMessage(messages.summary)}</summary>
      <form
        className="inline-form"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          if (code.trim() && (await applyCode(code.trim()))) setCode('');
        }}
      >
        <label htmlFor="cart-code">{words.formatMessage(messages.codeLabel)}</label>
        <div className="inline-row">
          <input
            id="cart-code"
            value={code}
            autoComplete="off"
            onChange={(e) => setCode(e.target.value)}
            aria-describedby={codeError ? 'cart-code-error' : undefined}
          />
          <button type="submit" className="btn btn-small" disabled={!code.trim() || busy !== null}>
            {words.formatMessage(messages.apply)}
          </button>
        </div>
        {codeError && (
          <span id="cart-code-error" className="field-error" role="alert">
            {codeError}
          </span>
        )}
      </form>
      {codes.length > 0 && (
        <ul className="plain-list applied-codes" aria-label={words.formatMessage(messages.appliedCodes)}>
          {codes.map((p) => (
            <li key={p.id} className="list-row">
              <span>
                <strong dir="ltr">{p.code}</strong>{' '}
                <span className="muted">
                  {p.name} {amountWords(p.amount, cart.currency, place)}
                </span>
              </span>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                aria-label={words.formatMessage(messages.removeCode, { code: p.code })}
                aria-disabled={busy !== null}
                onClick={() => busy === null && void removeCode(p.code!)}
              >
                {words.formatMessage(messages.remove)}
              </button>
            </li>
          ))}
          {codes.length > 1 && (
            <li>
              <button type="button" className="btn btn-small btn-ghost" aria-disabled={busy !== null} onClick={() => busy === null && void removeAllCodes()}>
                {words.formatMessage(messages.removeAllCodes)}
              </button>
            </li>
          )}
        </ul>
      )}
      {currencies.length > 1 && (
        <div className="field">
          <label htmlFor="cart-currency">{words.formatMessage(messages.currency)}</label>
          <select id="cart-currency" value={cart.currency} aria-disabled={busy !== null} onChange={(e) => busy === null && void changeCurrency(e.target.value)}>
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      )}
      <form
        className="inline-form"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          setEstimateError(null);
          try {
            setRates(await pos().sale.estimateShipping(country));
          } catch (err) {
            setRates(null);
            setEstimateError(shownError(err).message);
          }
        }}
      >
        <label htmlFor="estimate-country">{words.formatMessage(messages.estimateTo)}</label>
        <div className="inline-row">
          <select id="estimate-country" value={country} onChange={(e) => setCountry(e.target.value)}>
            {countriesIn(place.locale).map(([iso, name]) => (
              <option key={iso} value={iso}>
                {name}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn-small">
            {words.formatMessage(messages.estimate)}
          </button>
        </div>
        <span className="field-error" aria-live="assertive">
          {estimateError}
        </span>
        {rates && (
          <ul className="plain-list" aria-label={words.formatMessage(messages.estimatedRates)}>
            {rates.length === 0 && <li className="muted">{words.formatMessage(messages.noShipping)}</li>}
            {rates.map((r) => (
              <li key={r.shippingMethodId} className="list-row">
                <span>{r.name}</span>
                <span>{r.free ? words.formatMessage(messages.free) : amountWords(r.finalPrice, cart.currency, place)}</span>
              </li>
            ))}
          </ul>
        )}
      </form>
    </details>
  );
}
