/**
 * Whether this install can update itself in place. Only packaged builds do, and only where the
 * installer allows replacing the app: Windows (NSIS), macOS (DMG/zip) and Linux AppImage. A deb
 * install is updated by the system's package manager, the browser host never updates, and an
 * IT department can switch updates off with POS_DISABLE_UPDATES=1.
 */
export type UpdatePolicy = { enabled: true } | { enabled: false; reason: string };

export function updatePolicy(options: { isPackaged: boolean; platform: NodeJS.Platform; env: Record<string, string | undefined> }): UpdatePolicy {
  if (!options.isPackaged) return { enabled: false, reason: 'development build' };
  if (options.env.POS_DISABLE_UPDATES === '1') return { enabled: false, reason: 'turned off by POS_DISABLE_UPDATES' };
  if (options.platform === 'win32' || options.platform === 'darwin') return { enabled: true };
  if (options.platform === 'linux') {
    return options.env.APPIMAGE ? { enabled: true } : { enabled: false, reason: 'installed from a package: the system updates it' };
  }
  return { enabled: false, reason: `no in-place updates on ${options.platform}` };
}
