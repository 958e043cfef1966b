/**
 * The stores this till can sell for. Each profile has its base URL, an optional agentic URL
 * (MCP events), currency, locale and auth dialect, and may name the time zone of its reports. The embedded demo store is the profile used
 * when none is configured. Profiles are settings, not secrets: no credential is kept here.
 */
import { z } from 'zod';
import { DIALECTS, type AuthDialect } from '../../../shared/storefront/dialect.js';
import type { SettingsStore } from '../settings/settings-store.js';
import { isHttpsOrLoopbackUrl } from '../../../shared/external-urls.js';
import { LINE_OPTION_NAME, MAX_LINE_OPTIONS } from '../../../shared/sale/line-options.js';
import { defaultWalkInEmail, type StoreLocation, type WalkInPickup } from '../../../shared/store-location.js';
import { isTimeZone, tillTimeZone } from '../../../shared/reports/time-zone.js';
import { defineMessages, wordsOf } from '../../../shared/i18n/words.js';
import { TillRefusal } from '../runtime/error-words.js';

const messages = defineMessages({
  noSuchProfile: { id: 'settings.stores.noSuchProfile', defaultMessage: 'No such store profile.' },
  unknownZone: {
    id: 'settings.timeZone.unknownZone',
    defaultMessage: '“{zone}” is not a time zone this till knows: give its name such as {example} or {otherExample}.',
  },
});

/** Time zones' names, as typed. */
const ZONE_EXAMPLES = { example: 'America/New_York', otherExample: 'Europe/London' };

/** A call naming a store profile there is none of, refused in words. */
export const noSuchProfile = () => new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.noSuchProfile) });

export const DEMO_PROFILE_ID = 'demo';

const httpsOrLoopback = z.string().trim().url().refine(isHttpsOrLoopbackUrl, 'must start with https:// (plain http only on this computer)');

/** A custom line option's name as the store registered it. */
const lineOptionName = z.string().trim().regex(LINE_OPTION_NAME, 'option names are lower-case letters, digits and underscores, as registered at the store');

const storeProfileInput = z
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

const locationText = (max: number) => z.string().trim().max(max);

/** The store's location as a manager enters it; optional fields may be left empty. */
const storeLocationInput = z
  .object({
    address1: locationText(200).min(1, 'the street address'),
    address2: locationText(200).optional(),
    city: locationText(100).min(1, 'the city'),
    zipcode: locationText(20).min(1, 'the ZIP or postal code'),
    stateName: locationText(100).optional(),
    countryIso: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'a two-letter country code such as US'),
    phone: locationText(40).optional(),
  })
  .strict();

/** A profile's pickup settings: its location (null clears it) and walk-in email (null: the default). */
const walkInPickupInput = z
  .object({
    location: storeLocationInput.nullable(),
    walkInEmail: z.email().max(254).nullable(),
  })
  .strict();

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
  // The options the embedded demo store registers (electron/demo-store/checkout/checkout/line-item-options.ts).
  lineOptions: ['gift_note', 'monogram'],
};

/**
 * Where the demo store sells from: its Wharf Street Store (the store record's address and its one
 * stock location), in Maine, so a walk-in sale there carries no sales tax.
 */
export const DEMO_LOCATION: StoreLocation = {
  address1: '12 Wharf Street',
  city: 'Portland',
  zipcode: '04101',
  stateName: 'ME',
  countryIso: 'US',
};

/** The demo store's walk-in email, in its own domain (its support address is help@demo.store). */
export const DEMO_WALK_IN_EMAIL = 'walk-in@demo.store';

const PROFILES_KEY = 'stores.profiles';
/** Each profile's pickup settings by id, where a manager has set them. */
const PICKUP_KEY = 'stores.pickup';
const ACTIVE_KEY = 'stores.active';
/** The ids of the profiles whose requests this till signs (the key itself is in the keychain). */
const SIGNING_KEY = 'stores.signing';
/** Each profile's time zone (IANA name) by id, where a manager has set one. */
const TIME_ZONE_KEY = 'stores.timeZone';

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

  const savedPickup = (): Record<string, { location?: StoreLocation | null; walkInEmail?: string | null }> => {
    const raw = settings.get(PICKUP_KEY);
    return raw && typeof raw === 'object' && !Array.isArray(raw)
      ? (raw as Record<string, { location?: StoreLocation | null; walkInEmail?: string | null }>)
      : {};
  };
  const savedZones = (): Record<string, string> => {
    const raw = settings.get(TIME_ZONE_KEY);
    return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, string>) : {};
  };
  /** The zone of the store's reports: the one set (if the till still knows it), else the till's own. */
  const timeZone = (id: string): { name: string; tillsOwn: boolean } => {
    const set = savedZones()[id];
    return typeof set === 'string' && isTimeZone(set) ? { name: set, tillsOwn: false } : { name: tillTimeZone(), tillsOwn: true };
  };

  const pickup = (id: string): WalkInPickup => {
    const profile = list().find((p) => p.id === id);
    const set = savedPickup()[id];
    const isDemo = id === DEMO_PROFILE_ID;
    const location = set && 'location' in set ? (set.location ?? null) : isDemo ? DEMO_LOCATION : null;
    const email = set?.walkInEmail || (isDemo ? DEMO_WALK_IN_EMAIL : defaultWalkInEmail(profile?.baseUrl ?? null));
    return { location, email };
  };

  const add = (input: z.input<typeof storeProfileInput>): StoreProfile => {
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
  };
  const activate = (id: string): StoreProfile => {
    const profile = list().find((p) => p.id === id);
    if (!profile) throw noSuchProfile();
    settings.set(ACTIVE_KEY, id);
    return profile;
  };

  return {
    list,
    /** Where the store sells from and the walk-in email of its sales (defaults when not set). */
    pickup,
    /** Sets a profile's location and walk-in email; answers them as the sale will use them. */
    setPickup(id: string, input: z.input<typeof walkInPickupInput>): WalkInPickup {
      if (!list().some((p) => p.id === id)) throw noSuchProfile();
      const parsed = walkInPickupInput.parse(input);
      const location = parsed.location ? cleanLocation(parsed.location) : null;
      settings.set(PICKUP_KEY, { ...savedPickup(), [id]: { location, walkInEmail: parsed.walkInEmail?.toLowerCase() ?? null } });
      return pickup(id);
    },
    timeZone,
    /** Sets the zone of the store's reports (null: the till's own); an unknown zone is refused in words. */
    setTimeZone(id: string, zone: string | null): void {
      if (!list().some((p) => p.id === id)) throw noSuchProfile();
      const { [id]: _old, ...others } = savedZones();
      if (zone === null) return settings.set(TIME_ZONE_KEY, others);
      const name = zone.trim();
      if (!isTimeZone(name)) throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.unknownZone, { zone: name, ...ZONE_EXAMPLES }) });
      // Spelt as the till spells it where only the case differs (america/new_york), else as given (Asia/Kolkata, not ICU's Asia/Calcutta).
      const spelt = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
      settings.set(TIME_ZONE_KEY, { ...others, [id]: spelt.toLowerCase() === name.toLowerCase() ? spelt : name });
    },
    active(): StoreProfile {
      const id = settings.get(ACTIVE_KEY);
      return list().find((p) => p.id === id) ?? DEMO_PROFILE;
    },
    add,
    remove(id: string): void {
      settings.set(
        PROFILES_KEY,
        saved().filter((p) => p.id !== id),
      );
      if (settings.get(ACTIVE_KEY) === id) settings.delete(ACTIVE_KEY);
      const { [id]: _removed, ...otherPickups } = savedPickup();
      if (_removed) settings.set(PICKUP_KEY, otherPickups);
      const { [id]: _zone, ...otherZones } = savedZones();
      if (_zone) settings.set(TIME_ZONE_KEY, otherZones);
      if (signing().includes(id))
        settings.set(
          SIGNING_KEY,
          signing().filter((s) => s !== id),
        );
    },
    /** Does this till sign its requests to that store? */
    signs(id: string): boolean {
      return signing().includes(id);
    },
    setSigning(id: string, on: boolean): void {
      if (!list().some((p) => p.id === id)) throw noSuchProfile();
      const others = signing().filter((s) => s !== id);
      settings.set(SIGNING_KEY, on ? [...others, id] : others);
    },
    /**
     * The store given on the command line, as a profile: the one with its address, else one added
     * for it (named by its host, the location given, if any, as its location), made the store in use.
     */
    adopt(baseUrl: string, location: StoreLocation | null): StoreProfile {
      const found = saved().find((p) => p.baseUrl === baseUrl);
      const profile = found ?? add({ name: new URL(baseUrl).host, baseUrl });
      if (!found && location) settings.set(PICKUP_KEY, { ...savedPickup(), [profile.id]: { location, walkInEmail: null } });
      return activate(profile.id);
    },
    activate,
  };
}

/** A location as kept: empty optional fields left out, the country code in capitals. */
function cleanLocation(location: z.output<typeof storeLocationInput>): StoreLocation {
  return {
    address1: location.address1,
    ...(location.address2 ? { address2: location.address2 } : {}),
    city: location.city,
    zipcode: location.zipcode,
    ...(location.stateName ? { stateName: location.stateName } : {}),
    countryIso: location.countryIso.toUpperCase(),
    ...(location.phone ? { phone: location.phone } : {}),
  };
}

export type StoreProfiles = ReturnType<typeof createStoreProfiles>;
