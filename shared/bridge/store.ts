/**
 * The store the till sells for, across the bridge: its profiles (address, publishable key, walk-in
 * pickup, time zone), its service status, this till's signing key, and the manager's admin client.
 */
import type { ArgKit } from './arg-kit.js';
import { noArgs, type CallDeclarations } from './call-declaration.js';
import type { SaleCart } from './sale.js';
import type { StoreLocation } from '../store-location.js';
import type { BudgetView } from '../schedule/request-scheduler.js';
import { MAX_LINE_OPTIONS } from '../sale/line-options.js';
import { PUBLISHABLE_KEY_PATTERN } from '../storefront/publishable-key.js';
import type { Page } from '../storefront/types/types.js';
import { defineMessages } from '../i18n/words.js';

/** What a manager is asked to approve, for each manager-only call here. */
const managerActions = defineMessages({
  storesAdd: { id: 'settings.managerOnly.storesAdd', defaultMessage: 'Add a store profile' },
  storesRemove: { id: 'settings.managerOnly.storesRemove', defaultMessage: 'Remove a store profile' },
  storesActivate: { id: 'settings.managerOnly.storesActivate', defaultMessage: 'Change the store this till sells for' },
  storesSetPublishableKey: { id: 'settings.managerOnly.storesSetPublishableKey', defaultMessage: 'Set a store’s publishable key' },
  storesClearPublishableKey: { id: 'settings.managerOnly.storesClearPublishableKey', defaultMessage: 'Clear a store’s publishable key' },
  storesSetPickup: { id: 'settings.managerOnly.storesSetPickup', defaultMessage: 'Set where a store sells from and its walk-in email' },
  storesFillLocation: { id: 'settings.managerOnly.storesFillLocation', defaultMessage: 'Set the store’s location from its stock location' },
  storesSetTimeZone: { id: 'settings.managerOnly.storesSetTimeZone', defaultMessage: 'Set the time zone of a store’s reports' },
  tillCreateKey: { id: 'settings.managerOnly.tillCreateKey', defaultMessage: 'Make this till’s signing key' },
  tillSetSigning: { id: 'settings.managerOnly.tillSetSigning', defaultMessage: 'Turn signed requests on or off' },
  adminConnect: { id: 'settings.managerOnly.adminConnect', defaultMessage: 'Connect the admin client' },
  adminDisconnect: { id: 'settings.managerOnly.adminDisconnect', defaultMessage: 'Disconnect the admin client' },
});
import { ENTRY_RULES } from './rules/entry-rules.js';

/** The manager's admin client at the store: connected or not, and which client (never its secret). */
export interface AdminStatus {
  connected: boolean;
  clientId: string | null;
  persistent: boolean;
}

interface StoreOrdersQuery {
  state?: string;
  paymentState?: string;
  shipmentState?: string;
  /** Only orders changed after this instant (ISO 8601). */
  updatedSince?: string;
  page?: number;
}

export interface StoreProfileView {
  id: string;
  name: string;
  /** Null for the built-in demo store. */
  baseUrl: string | null;
  dialect: 'shop' | 'spree';
  currency: string | null;
  active: boolean;
  /** The store this app is talking to right now (the chosen one, once the till has changed to it). */
  inUse: boolean;
  /** This till signs every request to the store (RFC 9421) with its own key. */
  signsRequests: boolean;
  /** Custom line-item options the store has registered, offered when adding a product. */
  lineOptions: LineOptionView[];
  /** Whether a publishable key is kept for this store (in the keychain; the key itself never leaves the main process). */
  publishableKey: boolean;
  /** Where the store sells from (an in-store pickup sale's address), or null until a manager sets it. */
  location: StoreLocation | null;
  /** The email a walk-in sale carries (the default derived from the store unless one is set). */
  walkInEmail: string;
  /** The time zone its reports and CSV times keep (IANA name): the one a manager set, else the till's own. */
  timeZone: { name: string; tillsOwn: boolean };
}

/** A store profile's location (null clears it) and walk-in email (null: back to the default). */
export interface WalkInPickupInput {
  location: StoreLocation | null;
  walkInEmail: string | null;
}

/** A custom line-item option: its registered name and how the counter labels it. */
export interface LineOptionView {
  name: string;
  label: string;
}

interface StoreProfileInput {
  name: string;
  baseUrl: string;
  dialect: 'shop' | 'spree';
  currency?: string;
  agenticUrl?: string;
  /** Names of the custom line-item options the store has registered. */
  lineOptions?: string[];
  /** Makes it the store in use at once (between sales); absent or false: only listed. */
  use?: boolean;
}

/** This till's public signing key (Ed25519) as the store's operator registers it; the private part never leaves the keychain. */
export interface TillPublicKey {
  jwk: { kty: 'OKP'; crv: 'Ed25519'; x: string; kid: string; alg: 'EdDSA'; use: 'sig' };
  createdAt: string;
}

/** Signed requests (RFC 9421) of this till to the store in use. */
export interface TillSigningStatus {
  /** False when the store in use is not one of the store profiles (given on the command line): nothing can be set. */
  available: boolean;
  /** The store profile it applies to. */
  profileName: string | null;
  key: TillPublicKey | null;
  /** Every request to the store is signed with the key. */
  signing: boolean;
  /** False when no OS keychain is available: the key lasts until the app closes. */
  persistent: boolean;
}

/** What the store says of this till's signed requests, as its `/status` answers a signed request. */
export interface TillAuthentication {
  /** authenticated: the store knows the key; refused: it turned the signature down (`message` says why); unknown: it does not say. */
  state: 'authenticated' | 'refused' | 'unknown';
  /** Who the store authenticated the request as (its name for the till), when it says. */
  as: string | null;
  /** With `refused`: why, in the store's words (null when it gives none); null otherwise. */
  message: string | null;
  /** With `refused` and no words of the store's: the check the signature failed, as the store names it (`unknown_key`). */
  check?: string | null;
}

/** The store's service status (`/status`) and the request budget as this till sees it. */
export interface StoreServiceStatus {
  /** e.g. "operational", or "unknown" when the store publishes no status. */
  state: string;
  incidents: { title: string; status: string | null; startedAt: string | null }[];
  /** The store's published rate-limit policy, e.g. "60;w=60". */
  policy: string | null;
  /** Whose budget it is, as the store says: this till's own (a signed till it authenticated) or the address's, shared by every client there. */
  bucket: 'till' | 'address' | null;
  budget: BudgetView;
  /** The store's agentic discovery document (UCP), as the app read it for live prices. */
  agentic: AgenticDocumentStatus;
  checkedAt: string;
  /** This till's signed requests as the store sees them; null when the till does not sign. */
  till: TillAuthentication | null;
}

/**
 * What the app made of the store's UCP document ({agentic_url}/.well-known/ucp):
 * - `none`: the store has no agentic URL (live prices by polling);
 * - `verified`: shape and every signing key checked; its MCP endpoint is used (null: it names
 *   none, live prices by polling);
 * - `absent`: the store publishes none (404); MCP at the interface's address {agentic_url}/mcp;
 * - `refused`: the document failed a check (`reason` in words); live prices by polling;
 * - `unreadable`: it could not be read (no answer, an error status); live prices by polling.
 */
export type AgenticDocumentStatus =
  | { state: 'none' }
  | { state: 'verified'; documentUrl: string; signingKeys: string[]; mcpEndpoint: string | null }
  | { state: 'absent'; documentUrl: string; mcpEndpoint: string }
  | { state: 'refused' | 'unreadable'; documentUrl: string; reason: string };

export interface StoresCalls {
  list(): Promise<StoreProfileView[]>;
  add(input: StoreProfileInput): Promise<StoreProfileView[]>;
  remove(id: string): Promise<StoreProfileView[]>;
  /** Makes the store the one in use, at once (between sales), as adding one with `use` does. */
  activate(id: string): Promise<StoreProfileView[]>;
  /**
   * Keeps the store's publishable key for this profile in the keychain (checked with the store
   * first when it is the store in use, and sent from then on as X-Shop-Token on its requests).
   */
  setPublishableKey(id: string, key: string): Promise<StoreProfileView[]>;
  /** Forgets the profile's publishable key (its requests go without one). */
  clearPublishableKey(id: string): Promise<StoreProfileView[]>;
  /** Sets where the store sells from and the email of its walk-in sales. */
  setPickup(id: string, pickup: WalkInPickupInput): Promise<StoreProfileView[]>;
  /** Sets the store in use's location from its own default stock location (read with the admin client). */
  fillLocation(id: string): Promise<StoreProfileView[]>;
  /** Sets the time zone of the store's reports and CSV times (an IANA name such as America/New_York; null: the till's own); an unknown one is refused in words. */
  setTimeZone(id: string, zone: string | null): Promise<StoreProfileView[]>;
}

/** This till's signing key and whether its requests to the store in use are signed. */
export interface TillCalls {
  status(): Promise<TillSigningStatus>;
  /** Makes the till's key pair (a new one replaces the old: register it again); answers its public JWK. */
  createKey(): Promise<TillSigningStatus>;
  /** Signs every request to the store in use from now on (needs a key), or stops. */
  setSigning(on: boolean): Promise<TillSigningStatus>;
}

export interface AdminCalls {
  status(): Promise<AdminStatus>;
  /** Checks the client with the store (client_credentials, scope admin), then keeps it in the keychain. */
  connect(details: { clientId: string; clientSecret: string }): Promise<AdminStatus>;
  disconnect(): Promise<AdminStatus>;
  /** Every order of the store (Platform API), newest first; needs a connected admin client. */
  storeOrders(query: StoreOrdersQuery): Promise<Page<SaleCart>>;
}

const storeProfileInput = ({ z, text, lineOptionName }: ArgKit) =>
  z
    .object({
      name: text(80).min(1),
      baseUrl: z.string().trim().url().max(500),
      dialect: z.enum(['shop', 'spree']),
      currency: z
        .string()
        .trim()
        .regex(/^[A-Z]{3}$/)
        .optional(),
      agenticUrl: z.string().trim().url().max(500).optional(),
      lineOptions: z.array(lineOptionName).max(MAX_LINE_OPTIONS, ENTRY_RULES.lineOptionsAtMost.id).optional(),
      use: z.boolean().optional(),
    })
    .strict();

const walkInPickup = ({ z, text }: ArgKit) =>
  z
    .object({
      location: z
        .object({
          address1: text(200).min(1),
          address2: text(200).optional(),
          city: text(100).min(1),
          zipcode: text(20).min(1),
          stateName: text(100).optional(),
          countryIso: z
            .string()
            .trim()
            .regex(/^[A-Za-z]{2}$/, 'a two-letter country code such as US'),
          phone: text(40).optional(),
        })
        .strict()
        .nullable(),
      walkInEmail: z.email().max(254).nullable(),
    })
    .strict();

export const storesCalls = {
  list: { args: noArgs },
  add: { args: (kit) => kit.z.tuple([storeProfileInput(kit)]), managerOnly: managerActions.storesAdd, approvalRecord: ([input]) => input.baseUrl },
  remove: { args: ({ z, id }) => z.tuple([id]), managerOnly: managerActions.storesRemove, approvalRecord: ([id]) => id },
  activate: { args: ({ z, id }) => z.tuple([id]), managerOnly: managerActions.storesActivate, approvalRecord: ([id]) => id },
  setPublishableKey: {
    args: ({ z, id }) =>
      z.tuple([id, z.string().trim().regex(PUBLISHABLE_KEY_PATTERN, 'a publishable key: up to 200 letters, digits and punctuation, without spaces')]),
    managerOnly: managerActions.storesSetPublishableKey,
    approvalRecord: ([id]) => id,
  },
  clearPublishableKey: { args: ({ z, id }) => z.tuple([id]), managerOnly: managerActions.storesClearPublishableKey, approvalRecord: ([id]) => id },
  setPickup: {
    args: (kit) => kit.z.tuple([kit.id, walkInPickup(kit)]),
    managerOnly: managerActions.storesSetPickup,
    approvalRecord: ([id]) => id,
  },
  fillLocation: { args: ({ z, id }) => z.tuple([id]), managerOnly: managerActions.storesFillLocation },
  setTimeZone: {
    args: ({ z, id }) => z.tuple([id, z.string().trim().min(1).max(64).nullable()]),
    managerOnly: managerActions.storesSetTimeZone,
    approvalRecord: ([id, zone]) => `${id} ${zone ?? 'the till’s own zone'}`,
  },
} satisfies CallDeclarations<StoresCalls>;

export const tillCalls = {
  status: { args: noArgs },
  createKey: { args: noArgs, managerOnly: managerActions.tillCreateKey },
  setSigning: { args: ({ z }) => z.tuple([z.boolean()]), managerOnly: managerActions.tillSetSigning, approvalRecord: ([on]) => (on ? 'on' : 'off') },
} satisfies CallDeclarations<TillCalls>;

export const adminCalls = {
  status: { args: noArgs },
  connect: {
    args: ({ z, text }) => z.tuple([z.object({ clientId: text(200).min(1), clientSecret: z.string().min(1).max(500) }).strict()]),
    managerOnly: managerActions.adminConnect,
  },
  disconnect: { args: noArgs, managerOnly: managerActions.adminDisconnect },
  storeOrders: {
    args: ({ z, text }) =>
      z.tuple([
        z
          .object({
            state: text(40).optional(),
            paymentState: text(40).optional(),
            shipmentState: text(40).optional(),
            updatedSince: z.iso.datetime().optional(),
            page: z.number().int().min(1).max(10000).optional(),
          })
          .strict(),
      ]),
    managerOnTill: true,
  },
} satisfies CallDeclarations<AdminCalls>;
