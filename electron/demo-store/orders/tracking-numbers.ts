/**
 * The carrier's tracking number sent with `ship` (`shipment[tracking]`, or `tracking`): optional
 * (blank means the store makes one up), else text of at most 100 characters without control
 * characters. Anything else is a 422 on `tracking`, before the shipment is touched.
 */
import { validationFailed } from '../http/api-error.js';
import { dig, type Params } from '../http/params.js';

const MAX_TRACKING_LENGTH = 100;

export function trackingNumberOf(params: Params): string | undefined {
  const nested = dig(params, 'shipment', 'tracking');
  const value = nested !== undefined ? nested : params.tracking;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') throw validationFailed({ tracking: ['must be text'] });
  const text = String(value).trim();
  if (text === '') return undefined;
  if (text.length > MAX_TRACKING_LENGTH) throw validationFailed({ tracking: [`is too long (maximum is ${MAX_TRACKING_LENGTH} characters)`] });
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(text)) throw validationFailed({ tracking: ['must not contain control characters'] });
  return text;
}
