/** The refusals more than one part of the staff roster says, as catalogue words. */
import { defineMessages } from '../../../../shared/i18n/words.js';

export const rosterWords = defineMessages({
  locked: { id: 'staff.roster.locked', defaultMessage: 'The till is locked: enter a PIN to open it.' },
  noManager: { id: 'staff.roster.noManager', defaultMessage: 'This till has no manager yet: create one to open it.' },
});
