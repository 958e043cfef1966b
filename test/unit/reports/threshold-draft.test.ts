/** Alert thresholds typed in Settings: whole numbers in range, or empty for off; a bad one named in words. */
import { describe, expect, it } from 'vitest';
import { draftOf, thresholdsOf } from '../../../renderer/features/reports/threshold-draft.js';

describe('alert thresholds as typed', () => {
  it('reads whole numbers, and empty as off', () => {
    expect(thresholdsOf({ pickupReadyMinutes: ' 45 ', paidNotShippedHours: '' })).toEqual({
      thresholds: { pickupReadyMinutes: 45, paidNotShippedHours: null },
    });
    expect(draftOf({ pickupReadyMinutes: null, paidNotShippedHours: 24 })).toEqual({ pickupReadyMinutes: '', paidNotShippedHours: '24' });
  });
  it('refuses fractions, words and numbers out of range, naming the field', () => {
    expect(thresholdsOf({ pickupReadyMinutes: '2', paidNotShippedHours: '1.5' })).toEqual({
      errors: {
        pickupReadyMinutes: 'Whole minutes from 5 to 10,080, or empty for no alert.',
        paidNotShippedHours: 'Whole hours from 1 to 720, or empty for no alert.',
      },
    });
    expect(thresholdsOf({ pickupReadyMinutes: 'soon', paidNotShippedHours: '24' })).toHaveProperty('errors.pickupReadyMinutes');
  });
});
