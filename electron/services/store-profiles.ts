/**
 * The stores this till can sell for. Each profile has its base URL, an optional agentic URL
 * (MCP events), currency, locale and auth dialect. The embedded demo store is the profile used
 * when none is configured. Profiles are settings, not secrets: no credential is kept here.
 */
import { z } from 'zod';
import { DIALECTS, type AuthDialect } from '../../shared/storefront/dialect.js';
import type { SettingsStore } from './settings-store.js';
import { isHttpsOrLoopbackUrl } from '../../shared/external-urls.js';
import { LINE_OPTION_NAME, MAX_LINE_OPTIONS } from '../../shared/line-options.js';

export const DEMO_PROFILE_ID = 'demo';

const httpsOrLoopback = z
  .string()
  .trim()
  .url()
  .refine(isHttpsOrLoopbackUrl, 'must start with https:// (plain http only on this computer)');

/** A custom line option's name as the store registered it. */
const lineOptionName = z
  .string()
  .trim()
  .regex(LINE_OPTION_NAME, 'option names are lower-case letters, digits and underscores, as registered at the store');

export const storeProfileInput = z
  .object({
    name: z.string().trim().min(1).max(80),
    baseUrl: httpsOrLoopback,
    agenticUrl: httpsOrLoopback.optional(),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, 'a currency code such as USD')
      .optional(),
    locale: z.string().trim().max(20).optional(),
    dialect: z.enum(['shop', 'spree']).default('shop'),
    lineOptions: z.array(lineOptionName).max(MAX_LINE_OPTIONS).optional(),
  })
  .strict();

export type StoreProfileInput = z.input<typeof storeProfileInput>;

export interface StoreProfile {
  id: string;
  name: string;
  /** Absent for the demo profile: its address is known only once it has started. */
  baseUrl: string | null;
  agenticUrl: string | null;
  currency: string | null;
  locale: string | null;
  dialect: AuthDialect['id'];
  /** Custom line-item options the store has registered (sent with add_item); none when absent. */
  lineOptions?: string[];
}

const DEMO_PROFILE: StoreProfile = {
  id: DEMO_PROFILE_ID,
  name: 'Demo store (built in)',
  baseUrl: null,
  agenticUrl: null,
  currency: null,
  locale: null,
  dialect: 'shop',
  // The options the embedded demo store registers (electron/demo-store/line-item-options.ts).
  lineOptions: ['gift_note', 'monogram'],
};

const PROFILES_KEY = 'stores.profiles';
const ACTIVE_KEY = 'stores.active';
/** The ids of the profiles whose requests this till signs (the key itself is in the keychain). */
const SIGNING_KEY = 'stores.signing';

export function dialectOf(profile: StoreProfile): AuthDialect {
  return DIALECTS[profile.dialect];
}

export function createStoreProfiles(settings: SettingsStore, newId: () => string = () => crypto.randomUUID()) {
  const saved = (): StoreProfile[] => {
    const raw = settings.get(PROFILES_KEY);
    return Array.isArray(raw) ? (raw as StoreProfile[]).filter((p) => p && typeof p.id === 'string') : [];
  };
  const list = (): StoreProfile[] => [DEMO_PROFILE, ...saved()];
  const signing = (): string[] => {
    const raw = settings.get(SIGNING_KEY);
    return Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string') : [];
  };

  return {
    list,
    active(): StoreProfile {
      const id = settings.get(ACTIVE_KEY);
      return list().find((p) => p.id === id) ?? DEMO_PROFILE;
    },
    add(input: StoreProfileInput): StoreProfile {
      const parsed = storeProfileInput.parse(input);
      const profile: StoreProfile = {
        id: newId(),
        name: parsed.name,
        baseUrl: parsed.baseUrl.replace(/\/+$/, ''),
        agenticUrl: parsed.agenticUrl?.replace(/\/+$/, '') ?? null,
        currency: parsed.currency ?? null,
        locale: parsed.locale ?? null,
        dialect: parsed.dialect,
        lineOptions: [...new Set(parsed.lineOptions ?? [])],
      };
      settings.set(PROFILES_KEY, [...saved(), profile]);
      return profile;
    },
    remove(id: string): void {
      settings.set(PROFILES_KEY, saved().filter((p) => p.id !== id));
      if (settings.get(ACTIVE_KEY) === id) settings.delete(ACTIVE_KEY);
      if (signing().includes(id)) settings.set(SIGNING_KEY, signing().filter((s) => s !== id));
    },
    /** Does this till sign its requests to that store? */
    signs(id: string): boolean {
      return signing().includes(id);
    },
    setSigning(id: string, on: boolean): void {
      if (!list().some((p) => p.id === id)) throw new Error('No such store profile.');
      const others = signing().filter((s) => s !== id);
      settings.set(SIGNING_KEY, on ? [...others, id] : others);
    },
    activate(id: string): StoreProfile {
      const profile = list().find((p) => p.id === id);
      if (!profile) throw new Error('No such store profile.');
      settings.set(ACTIVE_KEY, id);
      return profile;
    },
  };
}

export type StoreProfiles = ReturnType<typeof createStoreProfiles>;
