// @vitest-environment happy-dom
/**
 * The shell in Arabic: why the store is offline (main's word, sent as catalogue words), a failed
 * call's words from the services' error words, the screen that could not be shown, and the
 * services' restart, all said in the clerk's language.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConnectionState } from '../../../../shared/bridge/bridge.js';
import { StorefrontError } from '../../../../shared/storefront/errors.js';
import { usePosBridgeForTests, pos } from '../../../../renderer/bridge/pos.js';
import { applyBridgeEvent } from '../../../../renderer/bridge/bridge-events.js';
import { showScreenLanguage } from '../../../../renderer/i18n/screen-language.js';
import { ConnectionIndicator } from '../../../../renderer/shell/ConnectionIndicator.js';
import { ScreenErrorBoundary } from '../../../../renderer/shell/ScreenErrorBoundary.js';
import { ServicesRestarting } from '../../../../renderer/shell/ServicesRestarting.js';
import { shownError } from '../../../../renderer/shell/errors.js';
import { useApp } from '../../../../renderer/shell/app.js';
import { watchConnection } from '../../../../electron/till/store/connection-watch.js';
import { SERVICES_STOPPED_WORDS } from '../../../../electron/till/runtime-process/runtime-host.js';
import { localBridge } from '../local-bridge.js';

const initial = useApp.getState();

afterEach(async () => {
  cleanup();
  usePosBridgeForTests(null);
  useApp.setState(initial, true);
  await showScreenLanguage('en');
});

function Broken(): never {
  throw new Error('drawing failed');
}

describe('the shell in Arabic', () => {
  it('says why the store is offline in Arabic, as main’s connection watch put it', async () => {
    await showScreenLanguage('ar');
    let offline: ConnectionState | null = null;
    const watch = watchConnection(
      () => Promise.reject(new TypeError('fetch failed')),
      (state) => (offline = state),
    );
    await watch.fetch('http://127.0.0.1:1/status').catch(() => undefined);
    watch.stop();
    expect(offline).toMatchObject({ state: 'offline', message: 'The store cannot be reached.' });
    useApp.setState({ connection: offline! });
    render(<ConnectionIndicator />);
    expect(screen.getByRole('status').textContent).toContain('تعذّر الوصول إلى المتجر.');
  });

  it('says a failed call’s words from the services in Arabic', async () => {
    await showScreenLanguage('ar');
    usePosBridgeForTests(
      localBridge({
        app: {
          storeStatus: () => Promise.reject(new StorefrontError({ kind: 'network', status: 0, message: 'fetch failed' })),
        },
      }),
    );
    const error = await pos()
      .app.storeStatus()
      .catch((e: unknown) => e);
    expect(shownError(error).message).toBe('تعذّر الوصول إلى المتجر. تحقق من الشبكة؛ لم يُفقد شيء.');
    expect(shownError(new Error('internal')).message).toBe('حدث خطأ ما. حاول مرة أخرى؛ لم يُفقد شيء.');
  });

  it('shows a screen that could not be drawn, and the services’ restart, in Arabic', async () => {
    await showScreenLanguage('ar');
    const quiet = console.error;
    console.error = () => undefined;
    try {
      render(
        <ScreenErrorBoundary onHome={() => undefined}>
          <Broken />
        </ScreenErrorBoundary>,
      );
    } finally {
      console.error = quiet;
    }
    expect(screen.getByRole('heading', { name: 'تعذّر عرض هذه الشاشة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'العودة إلى البيع' })).toBeTruthy();
    cleanup();
    render(<ServicesRestarting />);
    act(() => applyBridgeEvent({ type: 'services.restarting', words: SERVICES_STOPPED_WORDS }));
    expect(screen.getByRole('alert').textContent).toBe('توقفت خدمات الصندوق وتُعاد تشغيلها…');
  });
});
