import type { Plugin } from 'vite';

/**
 * The till's first screen in one script. Left to itself the bundler splits every module that the
 * first screen shares with a screen loaded later (React, the words, the bridge, …) into small
 * scripts of its own, because it does not count on the page's entry being loaded before those
 * screens, which it always is: each is one more request on the way to the first frame, and on a
 * busy counter PC each costs the browser and the app's host a turn of a loaded core. This puts
 * the entry's whole static import graph (what it loads before its first render, not what it
 * imports when asked) in one chunk, which later screens import from.
 */
export function firstScreenChunk(
  entryPath: string,
  name: string,
): {
  plugin: Plugin;
  group: { name: string; test: (id: string) => boolean };
} {
  const firstScreen = new Set<string>();
  const plugin: Plugin = {
    name: 'first-screen-chunk',
    apply: 'build',
    buildEnd() {
      firstScreen.clear();
      const entry = [...this.getModuleIds()].find((id) => id === entryPath);
      if (!entry) return;
      const todo = [entry];
      while (todo.length > 0) {
        const id = todo.pop()!;
        if (firstScreen.has(id)) continue;
        firstScreen.add(id);
        todo.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, group: { name, test: (id) => firstScreen.has(id) } };
}
