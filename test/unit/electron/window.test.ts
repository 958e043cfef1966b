import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAppUrl, isSafeExternalUrl, isSignInPageUrl, mainWindowOptions, rendererFileFor } from '../../../electron/window.js';

describe('main window policy', () => {
  it('isolates and sandboxes the renderer with no Node', () => {
    const prefs = mainWindowOptions('/app/preload.cjs', 'light').webPreferences!;
    expect(prefs.contextIsolation).toBe(true);
    expect(prefs.sandbox).toBe(true);
    expect(prefs.nodeIntegration).toBe(false);
    expect(prefs.nodeIntegrationInSubFrames).toBe(false);
    expect(prefs.webSecurity).toBe(true);
    expect(prefs.webviewTag).toBe(false);
    expect(prefs.preload).toBe('/app/preload.cjs');
  });

  it("recognises only the app's own origin", () => {
    expect(isAppUrl('app://pos/index.html')).toBe(true);
    expect(isAppUrl('app://evil/index.html')).toBe(false);
    expect(isAppUrl('file:///etc/passwd')).toBe(false);
    expect(isAppUrl('https://pos/')).toBe(false);
    expect(isAppUrl('not a url')).toBe(false);
  });

  it('opens only plain https links outside', () => {
    expect(isSafeExternalUrl('https://example.com/track/1')).toBe(true);
    expect(isSafeExternalUrl('http://example.com')).toBe(false);
    expect(isSafeExternalUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeExternalUrl('https://user:pw@example.com')).toBe(false);
    expect(isSafeExternalUrl('file:///c:/x')).toBe(false);
  });

  it('opens a sign-in page over https, or over http only on loopback', () => {
    expect(isSignInPageUrl('https://shop.example.com/shop_oauth/authorize?x=1')).toBe(true);
    expect(isSignInPageUrl('http://127.0.0.1:4310/shop_oauth/authorize')).toBe(true);
    expect(isSignInPageUrl('http://[::1]:4310/shop_oauth/authorize')).toBe(true);
    expect(isSignInPageUrl('http://shop.example.com/shop_oauth/authorize')).toBe(false);
    expect(isSignInPageUrl('http://127.0.0.1.evil.example/authorize')).toBe(false);
    expect(isSignInPageUrl('file:///etc/passwd')).toBe(false);
  });

  it('maps app:// paths into the renderer folder and nowhere else', () => {
    const dir = '/opt/pos/renderer';
    expect(rendererFileFor('app://pos/', dir, path.join)).toBe('/opt/pos/renderer/index.html');
    expect(rendererFileFor('app://pos/assets/a.js', dir, path.join)).toBe('/opt/pos/renderer/assets/a.js');
    const dotted = rendererFileFor('app://pos/%2e%2e/%2e%2e/etc/passwd', dir, path.join);
    expect(dotted === null || dotted.startsWith(dir + '/')).toBe(true);
    expect(rendererFileFor('app://pos/..%5c..%5cwin.ini', dir, path.join)).toBeNull();
    expect(rendererFileFor('app://other/index.html', dir, path.join)).toBeNull();
  });

  it('answers an app:// address it cannot decode with no file, never an exception', () => {
    const dir = '/opt/pos/renderer';
    for (const url of ['app://pos/%', 'app://pos/assets/%E2%82', 'app://pos/%ZZ.js', 'app://pos/a%00b.js']) {
      expect(rendererFileFor(url, dir, path.join), url).toBeNull();
    }
  });
});
