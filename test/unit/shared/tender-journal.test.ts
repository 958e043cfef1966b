/** The words a declined card leaves in the till's journal: the processor's, with nothing in them that pays. */
import { describe, expect, it } from 'vitest';
import { refusalWords } from '../../../shared/sale/tender-journal.js';

describe("a decline's words in the journal", () => {
  it("keeps the processor's words and takes out the attempt's secrets and anything like a card number", () => {
    expect(refusalWords('Your card was declined.')).toBe('Your card was declined.');
    expect(refusalWords('Token tok_abc123 was refused.', ['tok_abc123', null])).toBe('Token [withheld] was refused.');
    expect(refusalWords('Card 4000 0000 0000 0002 declined; 4000-0000-0000-0002 too, 4000000000000002 as well.')).toBe(
      'Card [withheld] declined; [withheld] too, [withheld] as well.',
    );
    // An amount, an order number or a short code is not a card number.
    expect(refusalWords('Declined for 36.00 on R123456789 (code 05).')).toBe('Declined for 36.00 on R123456789 (code 05).');
    expect(refusalWords('  ')).toBe('Declined.');
  });

  it('takes out what the log takes out of any line: credentials in URLs, headers and bearer tokens', () => {
    const words = refusalWords('Gateway said 401 to Authorization: Bearer sk_live_abc at https://pay.example/charge?access_token=xyz');
    expect(words).not.toMatch(/sk_live_abc|xyz/);
    expect(words).toMatch(/^Gateway said 401 to Authorization: /);
  });
});
