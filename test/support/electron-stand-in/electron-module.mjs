// What `import … from 'electron'` in the built main bundle resolves to under the test harness
// (see resolve-electron.mjs): the Electron stand-in the test created for this app instance.
// Plain JavaScript because Node loads it natively, outside the test runner's transform.
const instance = new URL(import.meta.url).searchParams.get('instance');
const standIns = globalThis[Symbol.for('storefront-pos.electron-stand-ins')];
const electron = standIns?.get(instance);
if (!electron) throw new Error(`no Electron stand-in was prepared for instance ${instance}`);

export const { app, BrowserWindow, ipcMain, nativeTheme, Notification, protocol, screen, session, shell, dialog, contextBridge, ipcRenderer, utilityProcess } =
  electron;
export default electron;
