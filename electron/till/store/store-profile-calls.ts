/**
 * The bridge's `stores.*` calls: the store profiles in Settings (add, remove, choose the store in
 * use, at once, or add one and use it at once), each one's publishable key in the keychain,
 * where it sells from and the time zone of its reports. A refused profile is said in the words of the form's fields.
 */
import { z } from 'zod';
import type { LineOptionView, PosCalls, StoreProfileView } from '../../../shared/bridge/bridge.js';
import { lineOptionLabel, MAX_LINE_OPTIONS } from '../../../shared/sale/line-options.js';
import type { StoreLocation } from '../../../shared/store-location.js';
import { TillRefusal } from '../runtime/error-words.js';
import { defineMessages, wordsOf, type Words } from '../../../shared/i18n/words.js';
import type { PublishableKeys } from './publishable-keys.js';
import type { SecretStore } from '../account/secret-store.js';
import { DEMO_PROFILE_ID, dialectOf, noSuchProfile, type StoreProfile, type StoreProfiles } from './store-profiles.js';
import { tillKeyAccount } from './till-key.js';

const messages = defineMessages({
  notSaved: { id: 'settings.stores.notSaved', defaultMessage: 'Not saved.' },
  demoStays: { id: 'settings.stores.demoStays', defaultMessage: 'The built-in demo store cannot be removed.' },
  locationCheck: { id: 'settings.stores.locationCheck', defaultMessage: 'The store’s location: check the address.' },
  locationFill: { id: 'settings.stores.locationFill', defaultMessage: 'The store’s location: fill in the street, city and ZIP or postal code.' },
  locationProblem: { id: 'settings.stores.locationProblem', defaultMessage: 'The store’s location: {problem}.' },
  walkInEmail: {
    id: 'settings.stores.walkInEmail',
    defaultMessage: 'The walk-in email must be an email address, such as {example}.',
  },
  tooManyLineOptions: { id: 'settings.stores.tooManyLineOptions', defaultMessage: 'Custom line options: at most {max}.' },
  lineOptionNames: {
    id: 'settings.stores.lineOptionNames',
    defaultMessage: 'Custom line options: option names are lower-case letters, digits and underscores, as registered at the store.',
  },
  lineOptionsProblem: { id: 'settings.stores.lineOptionsProblem', defaultMessage: 'Custom line options: {problem}.' },
  name: { id: 'settings.stores.nameProblem', defaultMessage: 'Give the store a name (up to 80 characters).' },
  currency: { id: 'settings.stores.currencyProblem', defaultMessage: 'Currency: a three-letter code such as USD.' },
  address: {
    id: 'settings.stores.addressProblem',
    defaultMessage: 'Check the store address: it must start with https:// (plain http only on this computer).',
  },
  spreeTakesNoKey: { id: 'settings.stores.spreeTakesNoKey', defaultMessage: 'Unmodified Spree stores take no publishable key.' },
  onlyInUse: {
    id: 'settings.stores.onlyInUse',
    defaultMessage: 'Only the store in use can be asked where it sells from: use {store} first.',
  },
});

interface StoreProfileCallsOptions {
  profiles: StoreProfiles;
  publishableKeys: PublishableKeys;
  secrets: SecretStore;
  dataDir: string;
  /** The profile of the store in use. */
  inUseId: string;
  /** Makes that profile the store in use at once; answers the profiles as the store then in use sees them. */
  useStore: (id: string) => Promise<StoreProfileView[]>;
  /** Why the till cannot change store now (a sale under way…), in words, or null. */
  switchRefusal: () => string | null;
  /** The store in use's own location (its default stock location, read with the admin client); refused in words. */
  stockLocation: () => Promise<StoreLocation>;
  /** Asks the store in use with this publishable key alone: rejects when the store refuses it. */
  tryPublishableKey: (key: string) => Promise<unknown>;
  log: (line: string) => void;
}

/** Registered option names as the counter shows them. */
export function lineOptionViews(names: readonly string[]): LineOptionView[] {
  return names.map((name) => ({ name, label: lineOptionLabel(name) }));
}

/** A refused store profile in the words of the form's fields. */
function profileProblem(error: z.ZodError): Words {
  const issue = error.issues[0];
  switch (issue?.path[0]) {
    case 'location':
      if (issue.message === 'Invalid input') return wordsOf(messages.locationCheck);
      return /^Too small/.test(issue.message) ? wordsOf(messages.locationFill) : wordsOf(messages.locationProblem, { problem: issue.message });
    case 'walkInEmail':
      return wordsOf(messages.walkInEmail, { example: 'walk-in@yourstore.com' });
    case 'lineOptions':
      if (issue.code === 'too_big') return wordsOf(messages.tooManyLineOptions, { max: MAX_LINE_OPTIONS });
      return issue.code === 'invalid_format' ? wordsOf(messages.lineOptionNames) : wordsOf(messages.lineOptionsProblem, { problem: issue.message });
    case 'name':
      return wordsOf(messages.name);
    case 'currency':
      return wordsOf(messages.currency);
    default:
      return wordsOf(messages.address);
  }
}

export function storeProfileCalls(options: StoreProfileCallsOptions) {
  const { profiles, publishableKeys, inUseId, log } = options;
  const profileViews = () => {
    const active = profiles.active().id;
    return profiles.list().map((p: StoreProfile) => ({
      id: p.id,
      name: p.name,
      baseUrl: p.baseUrl,
      dialect: p.dialect,
      currency: p.currency,
      active: p.id === active,
      inUse: p.id === inUseId,
      signsRequests: profiles.signs(p.id),
      lineOptions: lineOptionViews(p.lineOptions ?? []),
      publishableKey: publishableKeys.has(p.id),
      location: profiles.pickup(p.id).location,
      walkInEmail: profiles.pickup(p.id).email,
      timeZone: profiles.timeZone(p.id),
    }));
  };
  /** A change to the profiles, refused in words. */
  const changeProfiles = <T>(work: () => T): T => {
    try {
      return work();
    } catch (error) {
      if (error instanceof TillRefusal) throw error;
      const message = error instanceof z.ZodError ? profileProblem(error) : error instanceof Error ? error.message : wordsOf(messages.notSaved);
      throw new TillRefusal({ kind: 'invalid_input', message });
    }
  };
  /** A change to the profiles, then the list as it stands. */
  const profileCall = (work: () => void) => {
    changeProfiles(work);
    return profileViews();
  };
  /** The store profile with this id; a call naming none is refused in words. */
  const requireProfile = (id: string): StoreProfile => {
    const profile = profiles.list().find((p) => p.id === id);
    if (!profile) throw noSuchProfile();
    return profile;
  };
  return {
    list: async () => profileViews(),
    add: async ({ use, ...input }) => {
      if (!use) return profileCall(() => profiles.add(input));
      // A store to use at once that cannot be used now is not added either: the manager adds it between sales.
      const refusal = options.switchRefusal();
      if (refusal) throw new TillRefusal({ kind: 'invalid_input', message: refusal });
      const added = changeProfiles(() => profiles.add(input));
      return options.useStore(added.id);
    },
    remove: async (id) => {
      const views = profileCall(() => {
        if (id === DEMO_PROFILE_ID) throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.demoStays) });
        profiles.remove(id);
      });
      // A removed store's publishable key and till key leave the keychain with it (the store in use
      // keeps signing with the key it holds until the app closes).
      await publishableKeys.clear(id).catch(() => undefined);
      await options.secrets.delete(tillKeyAccount(options.dataDir, id)).catch(() => undefined);
      return views;
    },
    activate: async (id) => options.useStore(requireProfile(id).id),
    setPublishableKey: async (id, key) => {
      const profile = requireProfile(id);
      const header = dialectOf(profile).publishableKeyHeader;
      if (!header) throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.spreeTakesNoKey) });
      // The store in use is asked first, with this key only: a key it refuses is not kept.
      if (id === inUseId) await options.tryPublishableKey(key);
      await publishableKeys.set(id, key);
      log(`publishable key set for store profile ${profile.name}`);
      return profileViews();
    },
    setPickup: async (id, pickup) => {
      requireProfile(id);
      return profileCall(() => profiles.setPickup(id, pickup));
    },
    fillLocation: async (id) => {
      const profile = requireProfile(id);
      if (id !== inUseId) throw new TillRefusal({ kind: 'invalid_input', message: wordsOf(messages.onlyInUse, { store: profile.name }) });
      const location = await options.stockLocation();
      log(`store location filled from the store's stock location for store profile ${profile.name}`);
      return profileCall(() => profiles.setPickup(id, { location, walkInEmail: profiles.pickup(id).email }));
    },
    setTimeZone: async (id, zone) => {
      const profile = requireProfile(id);
      const views = profileCall(() => profiles.setTimeZone(id, zone));
      log(`report time zone set to ${profiles.timeZone(id).name} for store profile ${profile.name}`);
      return views;
    },
    clearPublishableKey: async (id) => {
      const profile = requireProfile(id);
      await publishableKeys.clear(id);
      log(`publishable key cleared for store profile ${profile.name}`);
      return profileViews();
    },
  } satisfies PosCalls['stores'];
}
