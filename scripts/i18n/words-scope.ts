/** The files whose words must come from the catalogue: the page's code, and the services' code that makes words the page shows. */
export function wordsScope(files: string[]): string[] {
  return files.filter(
    (f) =>
      /\.(ts|tsx)$/.test(f) &&
      !f.endsWith('.d.ts') &&
      ((f.startsWith('renderer/') && !f.endsWith('vite.config.ts')) || f.startsWith('electron/till/') || f.startsWith('shared/bridge/')),
  );
}
