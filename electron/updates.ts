/**
 * Electron adapter over electron-updater. Checks the release feed, downloads in the background,
 * and tells the UI when an update is ready; the user chooses when to restart. electron-updater
 * is only loaded where updates are on.
 */
import type { UpdateState } from '../shared/bridge/bridge.js';
import { updatePolicy } from './update-policy.js';

export function startUpdates(options: {
  isPackaged: boolean;
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  onState(state: UpdateState): void;
  log(line: string): void;
}): { restartToUpdate(): void; dispose(): void } {
  const policy = updatePolicy(options);
  let quitAndInstall: (() => void) | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  if (!policy.enabled) {
    options.onState({ state: 'disabled', reason: policy.reason });
    return { restartToUpdate: () => {}, dispose: () => {} };
  }
  void (async () => {
    try {
      const { autoUpdater } = await import('electron-updater');
      autoUpdater.autoDownload = true;
      autoUpdater.autoInstallOnAppQuit = false;
      autoUpdater.on('checking-for-update', () => options.onState({ state: 'checking' }));
      autoUpdater.on('update-not-available', () => options.onState({ state: 'idle' }));
      autoUpdater.on('download-progress', (p: { percent: number }) => options.onState({ state: 'downloading', percent: Math.round(p.percent) }));
      autoUpdater.on('update-downloaded', (info: { version: string }) => options.onState({ state: 'ready', version: info.version }));
      autoUpdater.on('error', (error: Error) => {
        options.log(`update check failed: ${error.message.split('\n')[0]}`);
        options.onState({ state: 'error', message: 'Could not check for updates.' });
      });
      quitAndInstall = () => autoUpdater.quitAndInstall();
      await autoUpdater.checkForUpdates();
      timer = setInterval(() => void autoUpdater.checkForUpdates().catch(() => undefined), 4 * 60 * 60 * 1000);
    } catch (error) {
      options.log(`updates unavailable: ${error instanceof Error ? error.message : 'unknown'}`);
      options.onState({ state: 'error', message: 'Could not check for updates.' });
    }
  })();
  return {
    restartToUpdate: () => quitAndInstall?.(),
    dispose: () => {
      if (timer) clearInterval(timer);
    },
  };
}
