/**
 * Refunds at the simulated terminal: an approval it made is given back up to what it took (a
 * second refund beyond that is declined), a refund whose answer was lost is found by its
 * reference and never made twice, and the test card whose issuer refuses refunds is declined in
 * the issuer's words.
 */
import { describe, expect, it } from 'vitest';
import { createSimulatedTerminal, type SimulatedTerminal } from '../../../../electron/till/terminal/simulated-terminal.js';

/** A charge of `amount` USD approved at the terminal (by `play`), under `reference`. */
async function approved(terminal: SimulatedTerminal, reference: string, amount: string, play: (t: SimulatedTerminal) => boolean) {
  const answer = terminal.charge({ reference, amount, currency: 'USD' });
  expect(play(terminal)).toBe(true);
  const outcome = await answer;
  expect(outcome.kind).toBe('approved');
  return outcome.kind === 'approved' ? outcome.token : '';
}

describe('refunds at the simulated terminal', () => {
  it('gives back an approval up to what it took, and declines a second refund beyond it', async () => {
    const terminal = createSimulatedTerminal();
    const token = await approved(terminal, 'S1-a', '36.00', (t) => t.choose('approve'));
    expect(await terminal.refund({ reference: 'R1', approval: 'S1-a', token, amount: '36.00', currency: 'USD' })).toEqual({
      kind: 'refunded',
      amount: '36.00',
      currency: 'USD',
    });
    const again = await terminal.refund({ reference: 'R2', approval: 'S1-a', token, amount: '36.00', currency: 'USD' });
    expect(again).toEqual({ kind: 'declined', message: 'The approval S1-a has 0.00 USD left to refund.' });
    // The same refund asked again answers what was done: refunded once.
    expect(await terminal.refund({ reference: 'R1', approval: 'S1-a', token, amount: '36.00', currency: 'USD' })).toMatchObject({ kind: 'refunded' });
    expect(await terminal.lastRefundOutcome('R2')).toMatchObject({ kind: 'declined' });
  });

  it('refunds part of an approval, then only what is left', async () => {
    const terminal = createSimulatedTerminal();
    await approved(terminal, 'S2-a', '20.00', (t) => t.presentCard('5555 5555 5555 4444'));
    expect(await terminal.refund({ reference: 'R3', approval: 'S2-a', amount: '15.00', currency: 'USD' })).toMatchObject({ kind: 'refunded', amount: '15.00' });
    expect(await terminal.refund({ reference: 'R4', approval: 'S2-a', amount: '5.01', currency: 'USD' })).toMatchObject({ kind: 'declined' });
    expect(await terminal.refund({ reference: 'R5', approval: 'S2-a', amount: '5.00', currency: 'USD' })).toMatchObject({ kind: 'refunded', amount: '5.00' });
  });

  it('declines what it never approved, another card’s token, and a charge the customer cancelled', async () => {
    const terminal = createSimulatedTerminal();
    await approved(terminal, 'S3-a', '10.00', (t) => t.choose('approve'));
    expect(await terminal.refund({ reference: 'R6', approval: 'nope', amount: '1.00', currency: 'USD' })).toMatchObject({ kind: 'declined' });
    expect(await terminal.refund({ reference: 'R7', approval: 'S3-a', token: 'tok_amex', amount: '1.00', currency: 'USD' })).toMatchObject({
      kind: 'declined',
    });
    const cancelled = terminal.charge({ reference: 'S3-b', amount: '4.00', currency: 'USD' });
    terminal.choose('cancel');
    await cancelled;
    expect(await terminal.refund({ reference: 'R8', approval: 'S3-b', amount: '4.00', currency: 'USD' })).toMatchObject({ kind: 'declined' });
  });

  it('after a refund whose answer was lost, says it was made, and never refunds it twice', async () => {
    const terminal = createSimulatedTerminal();
    const token = await approved(terminal, 'S4-a', '12.50', (t) => t.choose('approve'));
    terminal.loseNextRefundAnswer();
    expect(await terminal.refund({ reference: 'R9', approval: 'S4-a', token, amount: '12.50', currency: 'USD' })).toEqual({ kind: 'timeout' });
    expect(await terminal.lastRefundOutcome('R9')).toEqual({ kind: 'refunded', amount: '12.50', currency: 'USD' });
    expect(await terminal.lastRefundOutcome('never-sent')).toBeNull();
    // Sent again with its reference: the answer of the refund made, nothing more given back.
    expect(await terminal.refund({ reference: 'R9', approval: 'S4-a', token, amount: '12.50', currency: 'USD' })).toMatchObject({ kind: 'refunded' });
    expect(await terminal.refund({ reference: 'R10', approval: 'S4-a', token, amount: '0.01', currency: 'USD' })).toMatchObject({ kind: 'declined' });
    // A charge's outcome is not a refund's: the refund's reference is unknown as a charge.
    expect(await terminal.lastOutcome('R9')).toBeNull();
  });

  it('takes the refund-refusing test card, whose issuer then refuses its refund in words', async () => {
    const terminal = createSimulatedTerminal();
    const answer = terminal.charge({ reference: 'S5-a', amount: '8.00', currency: 'USD' });
    expect(terminal.presentCard('4000 0000 0000 5126')).toBe(true);
    expect(await answer).toMatchObject({ kind: 'approved', token: 'tok_refund_refused', ccType: 'visa', lastDigits: '5126' });
    expect(await terminal.refund({ reference: 'R11', approval: 'S5-a', amount: '8.00', currency: 'USD' })).toEqual({
      kind: 'declined',
      message: 'The card issuer refused the refund: give it back another way (cash or store credit).',
    });
  });
});
