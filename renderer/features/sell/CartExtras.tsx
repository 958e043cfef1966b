/**
 * The cart's less frequent actions, folded under the lines: coupon and gift-card codes (the
 * store's message when it refuses one), the cart's currency among the store's, and a shipping
 * estimate for a country before any address is known.
 */
import { useEffect, useState } from 'react';
import type { EstimatedShippingRate } from '../../../shared/storefront/types/types.js';
import { COUNTRIES } from '../../ui/AddressFields.js';
import { pos } from '../../bridge/pos.js';
import { shownError } from '../../shell/errors.js';
import { APPLYING_CODE, useSale } from './sale.js';

export function CartExtras() {
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
      <summary>Codes, currency and shipping estimate</summary>
      <form
        className="inline-form"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          if (code.trim() && (await applyCode(code.trim()))) setCode('');
        }}
      >
        <label htmlFor="cart-code">Coupon or gift-card code</label>
        <div className="inline-row">
          <input
            id="cart-code"
            value={code}
            autoComplete="off"
            onChange={(e) => setCode(e.target.value)}
            aria-describedby={codeError ? 'cart-code-error' : undefined}
          />
          <button type="submit" className="btn btn-small" disabled={!code.trim() || busy !== null}>
            Apply
          </button>
        </div>
        {codeError && (
          <span id="cart-code-error" className="field-error" role="alert">
            {codeError}
          </span>
        )}
      </form>
      {codes.length > 0 && (
        <ul className="plain-list applied-codes" aria-label="Applied codes">
          {codes.map((p) => (
            <li key={p.id} className="list-row">
              <span>
                <strong>{p.code}</strong>{' '}
                <span className="muted">
                  {p.name} {p.displayAmount}
                </span>
              </span>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                aria-label={`Remove code ${p.code}`}
                aria-disabled={busy !== null}
                onClick={() => busy === null && void removeCode(p.code!)}
              >
                Remove
              </button>
            </li>
          ))}
          {codes.length > 1 && (
            <li>
              <button type="button" className="btn btn-small btn-ghost" aria-disabled={busy !== null} onClick={() => busy === null && void removeAllCodes()}>
                Remove all codes
              </button>
            </li>
          )}
        </ul>
      )}
      {currencies.length > 1 && (
        <div className="field">
          <label htmlFor="cart-currency">Currency</label>
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
        <label htmlFor="estimate-country">Estimate shipping to</label>
        <div className="inline-row">
          <select id="estimate-country" value={country} onChange={(e) => setCountry(e.target.value)}>
            {COUNTRIES.map(([iso, name]) => (
              <option key={iso} value={iso}>
                {name}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn-small">
            Estimate
          </button>
        </div>
        <span className="field-error" aria-live="assertive">
          {estimateError}
        </span>
        {rates && (
          <ul className="plain-list" aria-label="Estimated shipping rates">
            {rates.length === 0 && <li className="muted">No shipping to that country.</li>}
            {rates.map((r) => (
              <li key={r.shippingMethodId} className="list-row">
                <span>{r.name}</span>
                <span>{r.free ? 'Free' : r.displayFinalPrice}</span>
              </li>
            ))}
          </ul>
        )}
      </form>
    </details>
  );
}
