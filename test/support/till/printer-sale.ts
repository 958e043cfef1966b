/** A sale for the receipt-printer tests: tees to a Maine customer, paid in cash or by card, through the runtime's calls. */
import type { PosRuntime } from '../../../electron/till/runtime/pos-runtime.js';
import { MAINE_CUSTOMER, variantIdOf } from './test-runtime.js';

export async function teeSale(runtime: PosRuntime, pay: 'cash' | 'card', quantity = 1) {
  const { calls } = runtime;
  await calls.sale.addLine(await variantIdOf(runtime, 'HP-TEE-001-NAV-M'), quantity);
  await calls.sale.setCustomer({ ...MAINE_CUSTOMER, email: 'printer-check@example.com' });
  return pay === 'cash' ? calls.sale.payCash({ tendered: '100' }) : calls.sale.payCard({ token: 'tok_visa', name: 'Pat Doe' });
}
