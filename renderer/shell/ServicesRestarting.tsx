/**
 * The till's services stopped (their process died) and are being started again: said at the top
 * of every screen while it lasts. When they are up again the page starts over on them, as after a
 * change of store (the sale in progress is read back, or settled with the store, by the services).
 */
import { create } from 'zustand';
import { sayWords, type Words } from '../../shared/i18n/words.js';

const useServicesRestarting = create<{ words: Words | null }>(() => ({ words: null }));

/** The services' word: restarting (the words), or up again (null: the page starts over). */
export function servicesRestarting(words: Words | null): void {
  const was = useServicesRestarting.getState().words;
  useServicesRestarting.setState({ words });
  if (words === null && was !== null) window.location.reload();
}

export function ServicesRestarting() {
  const words = useServicesRestarting((s) => s.words);
  if (!words) return null;
  return (
    <div className="banner banner-warning" role="alert" aria-live="assertive">
      <span>{sayWords(words)}</span>
    </div>
  );
}
