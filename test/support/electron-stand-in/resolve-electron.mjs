// A Node module-resolution hook (module.register): `electron`, imported by a module loaded with
// `?electron-stand-in=<id>` in its URL (the built main bundle under test), resolves to that
// instance's stand-in. Every other import resolves as usual, so the bundle's real dependencies
// (better-sqlite3, node:*) load as they do in the app.
const standIn = new URL('./electron-module.mjs', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'electron' && context.parentURL) {
    const instance = new URL(context.parentURL).searchParams.get('electron-stand-in');
    if (instance) return { url: `${standIn}?instance=${encodeURIComponent(instance)}`, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}
