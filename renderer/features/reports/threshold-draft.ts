/**
 * The alert thresholds as typed in Settings: whole minutes (5 to 10,080) for a pickup waiting,
 * whole hours (1 to 720) for a paid order not shipped; an empty field turns that alert off.
 */
import type { AlertThresholds } from '../../../shared/reports/alerts.js';
import { defineMessages } from '../../../shared/i18n/words.js';
import { say } from '../../i18n/screen-language.js';

const messages = defineMessages({
  whole: {
    id: 'reports.thresholds.whole',
    defaultMessage: 'Whole {unit, select, minutes {minutes} other {hours}} from {min} to {max, number}, or empty for no alert.',
  },
});

export interface ThresholdDraft {
  pickupReadyMinutes: string;
  paidNotShippedHours: string;
}

export const draftOf = (t: AlertThresholds): ThresholdDraft => ({
  pickupReadyMinutes: t.pickupReadyMinutes === null ? '' : String(t.pickupReadyMinutes),
  paidNotShippedHours: t.paidNotShippedHours === null ? '' : String(t.paidNotShippedHours),
});

function whole(text: string, min: number, max: number, unit: 'minutes' | 'hours'): { value: number | null } | { error: string } {
  const t = text.trim();
  if (t === '') return { value: null };
  if (!/^\d{1,6}$/.test(t) || Number(t) < min || Number(t) > max) return { error: say(messages.whole, { unit, min, max }) };
  return { value: Number(t) };
}

export function thresholdsOf(draft: ThresholdDraft): { thresholds: AlertThresholds } | { errors: Partial<Record<keyof ThresholdDraft, string>> } {
  const pickup = whole(draft.pickupReadyMinutes, 5, 10_080, 'minutes');
  const shipped = whole(draft.paidNotShippedHours, 1, 720, 'hours');
  const errors: Partial<Record<keyof ThresholdDraft, string>> = {};
  if ('error' in pickup) errors.pickupReadyMinutes = pickup.error;
  if ('error' in shipped) errors.paidNotShippedHours = shipped.error;
  if ('value' in pickup && 'value' in shipped) return { thresholds: { pickupReadyMinutes: pickup.value, paidNotShippedHours: shipped.value } };
  return { errors };
}
