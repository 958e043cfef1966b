/**
 * The demo store's seeded credentials, in one place so the README, the app's training mode and
 * the tests cite the same values. They protect nothing: the demo store listens on loopback only
 * and holds made-up data.
 */
export const DEMO_STAFF = {
  email: 'staff@demo.store',
  password: 'demo-staff-1',
  firstName: 'Sam',
  lastName: 'Rivera',
  /**
   * The store marks staff as admin users: with the password grant they get `admin` only when a
   * confidential client registered for it (the admin client below, with its secret) asks for them.
   */
  role: 'staff',
} as const;

export const DEMO_CUSTOMER = {
  email: 'customer@demo.store',
  password: 'demo-customer-1',
  firstName: 'Casey',
  lastName: 'Morgan',
  role: 'customer',
} as const;

/** The registered OAuth client for the Platform API (client_credentials grant, scope `admin`). */
export const DEMO_ADMIN_CLIENT = {
  clientId: 'demo-pos-admin',
  clientSecret: 'demo-admin-secret-1',
  name: 'Storefront POS (demo)',
  scopes: 'admin',
} as const;
