// Run inside a D-Bus session with an unlocked GNOME keyring: stores, reads and deletes a secret
// through the app's SecretStore and prints what it saw as JSON.
import { openSecretStore } from '../../../electron/till/account/secret-store.js';

const service = `Storefront POS test ${process.pid}`;
const store = await openSecretStore({ service });
const account = 'session:demo';
await store.set(account, 'refresh-token-value');
const read = await store.get(account);
await store.delete(account);
const afterDelete = await store.get(account);
console.info(JSON.stringify({ persistent: store.persistent, read, afterDelete }));
