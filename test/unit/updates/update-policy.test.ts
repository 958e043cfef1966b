import { describe, expect, it } from 'vitest';
import { updatePolicy } from '../../../electron/update-policy.js';

describe('update policy', () => {
  it('updates packaged Windows, macOS and AppImage installs in place', () => {
    expect(updatePolicy({ isPackaged: true, platform: 'win32', env: {} })).toEqual({ enabled: true });
    expect(updatePolicy({ isPackaged: true, platform: 'darwin', env: {} })).toEqual({ enabled: true });
    expect(updatePolicy({ isPackaged: true, platform: 'linux', env: { APPIMAGE: '/opt/pos.AppImage' } })).toEqual({ enabled: true });
  });

  it('stays off in development, for deb installs, and when IT turns it off', () => {
    expect(updatePolicy({ isPackaged: false, platform: 'win32', env: {} }).enabled).toBe(false);
    expect(updatePolicy({ isPackaged: true, platform: 'linux', env: {} })).toMatchObject({ enabled: false, reason: /package/ });
    expect(updatePolicy({ isPackaged: true, platform: 'darwin', env: { POS_DISABLE_UPDATES: '1' } }).enabled).toBe(false);
    expect(updatePolicy({ isPackaged: true, platform: 'freebsd', env: {} }).enabled).toBe(false);
  });
});
