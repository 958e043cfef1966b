/**
 * The demo store's card gateway. It never sees card numbers: a payment carries a processor
 * token in `source_attributes.gateway_payment_profile_id`, and the token decides the outcome.
 */
export interface GatewayToken {
  token: string;
  approves: boolean;
  /** Card brand the token stands for. */
  ccType: 'visa' | 'mastercard' | 'amex';
  lastDigits: string;
  /** The gateway's answer; on a decline this is the 422 message. */
  message: string;
  /** Set when the card takes charges but the gateway refuses to refund it: the refusal's 422 message. */
  refusesRefunds?: string;
}

/** The issuer's words for a refund it refuses. */
const REFUND_REFUSED = 'The card issuer refused the refund: give it back another way (cash or store credit).';

const TEST_CARD_TOKENS: readonly GatewayToken[] = [
  { token: 'tok_visa', approves: true, ccType: 'visa', lastDigits: '4242', message: 'Approved' },
  { token: 'tok_mastercard', approves: true, ccType: 'mastercard', lastDigits: '4444', message: 'Approved' },
  { token: 'tok_amex', approves: true, ccType: 'amex', lastDigits: '8431', message: 'Approved' },
  { token: 'tok_decline', approves: false, ccType: 'visa', lastDigits: '0002', message: 'Your card was declined.' },
  { token: 'tok_insufficient_funds', approves: false, ccType: 'visa', lastDigits: '9995', message: 'Your card has insufficient funds.' },
  { token: 'tok_expired', approves: false, ccType: 'visa', lastDigits: '0069', message: 'Your card has expired.' },
  {
    token: 'tok_refund_decline',
    approves: true,
    ccType: 'visa',
    lastDigits: '0341',
    message: 'Approved',
    refusesRefunds: REFUND_REFUSED,
  },
  // The simulated terminal's refund-refusing test card (4000 0000 0000 5126).
  {
    token: 'tok_refund_refused',
    approves: true,
    ccType: 'visa',
    lastDigits: '5126',
    message: 'Approved',
    refusesRefunds: REFUND_REFUSED,
  },
];

export interface GatewayResult {
  approved: boolean;
  message: string;
  /** Authorization code on approval (`response_code` of the payment). */
  responseCode: string | null;
}

/** Charges `amountCents` to the card behind `token`. Unknown tokens are declined. */
export function chargeTestCard(token: string, amountCents: number, reference: string): GatewayResult {
  const known = TEST_CARD_TOKENS.find((t) => t.token === token);
  if (!known) return { approved: false, message: 'The card token is not recognised by the test gateway.', responseCode: null };
  if (!known.approves) return { approved: false, message: known.message, responseCode: null };
  return { approved: true, message: known.message, responseCode: `AUTH-${reference}-${amountCents}` };
}

/** Refunds `amountCents` to the card behind `token` (a card the gateway charged); a refusal carries its message. */
export function refundTestCard(token: string, amountCents: number, reference: string): GatewayResult {
  const known = TEST_CARD_TOKENS.find((t) => t.token === token);
  if (!known?.approves) return { approved: false, message: 'The card token is not one the test gateway charged.', responseCode: null };
  if (known.refusesRefunds) return { approved: false, message: known.refusesRefunds, responseCode: null };
  return { approved: true, message: 'Refunded', responseCode: `REFUND-${reference}-${amountCents}` };
}

export function testCardToken(token: string): GatewayToken | undefined {
  return TEST_CARD_TOKENS.find((t) => t.token === token);
}
