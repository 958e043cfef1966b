/**
 * The bridge's method names and IPC channels as plain data, for the code that only needs the
 * names (the Electron preload, the page's bridge client): importing them from here keeps the
 * argument schemas (zod) out of those bundles. shared/bridge.ts checks at compile time that this
 * list and its schemas name the same methods; a method added there is added here too.
 */
export const BRIDGE_METHOD_NAMES = [
  'app.info', 'app.update', 'app.restartToUpdate', 'app.storeStatus', 'app.connection',
  'app.resetDemoStore',
  'catalog.search', 'catalog.images', 'catalog.thumbnails', 'catalog.product', 'catalog.taxons',
  'catalog.lookupCode', 'catalog.status',
  'sale.current', 'sale.addLine', 'sale.addByCode', 'sale.setQuantity', 'sale.removeLine',
  'sale.setCustomer', 'sale.selectShippingRate', 'sale.paymentMethods', 'sale.payCash',
  'sale.payCard', 'sale.discard', 'sale.applyCode', 'sale.removeCode', 'sale.removeAllCodes',
  'sale.empty', 'sale.changeCurrency', 'sale.estimateShipping', 'sale.attachCustomer',
  'sale.addStoreCredit', 'sale.removeStoreCredit', 'sale.paySavedCard', 'sale.completePaid',
  'sale.validate', 'sale.attention', 'sale.checkAgain', 'sale.unseenReceipt', 'sale.receiptSeen',
  'parked.list', 'parked.park', 'parked.resume', 'parked.discard',
  'customer.profile', 'customer.updateProfile', 'customer.signUp', 'customer.addresses',
  'customer.saveAddress', 'customer.deleteAddress', 'customer.cards', 'customer.deleteCard',
  'customer.orders', 'customer.wishlist', 'customer.addToWishlist', 'customer.removeFromWishlist',
  'content.store', 'content.policies', 'content.posts', 'content.postCategories',
  'orders.list', 'orders.refresh', 'orders.detail', 'orders.lookup',
  'shift.status', 'shift.open', 'shift.payIn', 'shift.payOut', 'shift.openDrawer', 'shift.close',
  'shift.past', 'shift.report',
  'receipt.print', 'receipt.savePdf',
  'stores.list', 'stores.add', 'stores.remove', 'stores.activate', 'stores.setPublishableKey',
  'stores.clearPublishableKey',
  'till.status', 'till.createKey', 'till.setSigning',
  'admin.status', 'admin.connect', 'admin.disconnect', 'admin.storeOrders',
  'staff.state', 'staff.setUp', 'staff.unlock', 'staff.lock', 'staff.stillHere', 'staff.approve',
  'staff.list', 'staff.add', 'staff.remove', 'staff.setRole', 'staff.resetPin',
  'staff.setIdleLock',
  'session.status', 'session.signIn', 'session.signInWithBrowser', 'session.cancelBrowserSignIn',
  'session.signOut',
] as const;

export type BridgeMethodNameInList = (typeof BRIDGE_METHOD_NAMES)[number];

export const IPC_CHANNEL_PREFIX = 'pos:';
export const IPC_EVENT_CHANNEL = 'pos:event';
