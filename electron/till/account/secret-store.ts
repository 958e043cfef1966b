/**
 * Where OAuth tokens rest: the OS keychain (Keychain, Credential Vault, Secret Service) through
 * keytar, and nowhere else on disk. Where no keychain answers, tokens stay in memory only and
 * the UI says so (`persistent: false`): a restart then asks for sign-in again.
 */

export interface SecretStore {
  /** True when secrets survive a restart (a real keychain). */
  readonly persistent: boolean;
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  delete(account: string): Promise<void>;
}

export const KEYCHAIN_SERVICE = 'Storefront POS';

export function memorySecretStore(): SecretStore {
  const secrets = new Map<string, string>();
  return {
    persistent: false,
    get: async (account) => secrets.get(account) ?? null,
    set: async (account, secret) => {
      secrets.set(account, secret);
    },
    delete: async (account) => {
      secrets.delete(account);
    },
  };
}

interface Keytar {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

function keytarSecretStore(keytar: Keytar, service = KEYCHAIN_SERVICE): SecretStore {
  return {
    persistent: true,
    get: (account) => keytar.getPassword(service, account),
    set: (account, secret) => keytar.setPassword(service, account, secret),
    delete: async (account) => {
      await keytar.deletePassword(service, account);
    },
  };
}

/**
 * The OS keychain when it works here, else memory. The probe writes and deletes a throwaway
 * entry, because on Linux keytar loads fine but fails at first use when no Secret Service runs.
 */
export async function openSecretStore(options: { service?: string; log?: (line: string) => void } = {}): Promise<SecretStore> {
  const service = options.service ?? KEYCHAIN_SERVICE;
  try {
    const mod = (await import('keytar')) as unknown as { default?: Keytar } & Keytar;
    const keytar: Keytar = mod.default ?? mod;
    const probe = `probe-${Date.now()}`;
    await keytar.setPassword(service, probe, 'probe');
    await keytar.deletePassword(service, probe);
    return keytarSecretStore(keytar, service);
  } catch (error) {
    options.log?.(`keychain unavailable, keeping the sign-in in memory only (${error instanceof Error ? error.message.split('\n')[0] : 'unknown'})`);
    return memorySecretStore();
  }
}
