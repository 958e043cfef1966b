/** Filling in checkout as a cashier does: the customer's email and an address, and cash to the cent. */
import type { Locator, Page } from 'playwright-core';

export interface PostalAddress {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

/** An address's fields within `scope` (the page, or the shipping-address group). */
export async function fillAddress(scope: Page | Locator, a: PostalAddress): Promise<void> {
  await scope.getByLabel('First name').fill(a.firstName);
  await scope.getByLabel('Last name').fill(a.lastName);
  await scope.getByLabel('Address', { exact: true }).fill(a.address);
  await scope.getByLabel('City').fill(a.city);
  await scope.getByLabel(/State/).fill(a.state);
  await scope.getByLabel('ZIP / postal code').fill(a.zip);
}

/**
 * A walk-in sale opens checkout at in-store pickup with nothing to type: the clerk chooses "Add
 * customer details" to reach the customer step (a signed-in customer's sale, or one whose cart
 * already holds a customer's address, opens there).
 */
export async function openCustomerStep(page: Page): Promise<void> {
  const add = page.getByRole('button', { name: 'Add customer details' });
  const customerStep = page.getByRole('heading', { name: 'Customer' });
  await add.or(customerStep).first().waitFor();
  if (await customerStep.isVisible()) return;
  await add.click();
  await customerStep.waitFor();
}

/** The customer step (reached from a walk-in's pickup step when need be): email, then the billing address. */
export async function fillCustomer(page: Page, customer: PostalAddress & { email: string }): Promise<void> {
  await openCustomerStep(page);
  await page.getByLabel('Email').fill(customer.email);
  await fillAddress(page, customer);
}

/** Tenders exactly the amount due in cash and takes the payment. */
export async function payExactCash(page: Page): Promise<void> {
  const amountDue = await page.locator('.pay-total strong').innerText();
  await page.getByLabel('Amount tendered').fill(amountDue.replace(/[^0-9.]/g, ''));
  await page.getByRole('button', { name: 'Take cash payment' }).click();
}
