/**
 * The credentials a Storefront operation is documented with (its `security`): a guest's cart by its
 * order token, a customer's bearer token with the scope the call needs, or none.
 */
type Security = readonly Record<string, readonly string[]>[];

/** Open to anyone (sign-up). */
export const NO_CREDENTIAL: Security = [{}];
/** A signed-in customer reading their own data. */
export const CUSTOMER_READS: Security = [{ bearer: ['read'] }];
/** A signed-in customer changing their own data. */
export const CUSTOMER_WRITES: Security = [{ bearer: ['write'] }];
/** A guest's cart by its order token, or a customer's cart with `read`. */
export const CART_READS: Security = [{ orderToken: [] }, { bearer: ['read'] }];
/** A guest's cart by its order token, or a customer's cart with `write`. */
export const CART_WRITES: Security = [{ orderToken: [] }, { bearer: ['write'] }];
/** The holder of an order's token. */
export const ORDER_TOKEN: Security = [{ orderToken: [] }];
