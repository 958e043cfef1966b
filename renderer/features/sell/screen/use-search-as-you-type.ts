/**
 * The search box's text, searched as it is typed, and emptied after any add (Enter in the search,
 * the product's dialog, a scan) for the next item.
 */
import { useEffect, useRef, useState } from 'react';
import { useCatalog } from '../catalog.js';

export function useSearchAsYouType() {
  const text = useCatalog((s) => s.text);
  const local = useCatalog((s) => s.local);
  const search = useCatalog((s) => s.search);
  const [query, setQuery] = useState(text);

  useEffect(() => {
    // The local catalog answers in well under a millisecond, so every keystroke searches at once
    // (the newest answer wins). Until it has synced, searches go to the store: one per pause in typing.
    // The same search already on its way (the one started as the app loads) is not sent again.
    const state = useCatalog.getState();
    // The first page main gave at the start (or is giving) is the answer to this very query.
    if (state.text === query && (state.loading || state.takeStartAnswer())) return;
    const t = setTimeout(() => void search(query), local || query === text ? 0 : 250);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  // Any add (Enter in the search, the product's dialog, a scan) empties the search box for the next item.
  const searchClears = useCatalog((s) => s.searchClears);
  const clearsSeen = useRef(searchClears);
  useEffect(() => {
    if (clearsSeen.current === searchClears) return;
    clearsSeen.current = searchClears;
    setQuery('');
    if (useCatalog.getState().text !== '') void useCatalog.getState().search('');
  }, [searchClears]);

  return [query, setQuery] as const;
}
