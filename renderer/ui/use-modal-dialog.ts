/**
 * A `<dialog>` shown modal while its component is on the page, and closed when it leaves: the
 * ref to put on the element. Shown, it gives the focus to its first control (field, button,
 * link), as it does while its words fit: where longer words make its body scroll, that scrolling
 * body would otherwise take the focus first, and a PIN typed at once would go nowhere.
 */
import { useEffect, useRef } from 'react';

const CONTROLS = 'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])'; // not-words: a CSS selector

export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      dialog.showModal?.();
      const focused = document.activeElement;
      if (focused === dialog || (focused instanceof HTMLElement && dialog.contains(focused) && !focused.matches(CONTROLS))) {
        [...dialog.querySelectorAll<HTMLElement>(CONTROLS)].find((c) => !c.matches(':disabled') && c.checkVisibility?.() !== false)?.focus();
      }
    }
    return () => dialog?.close?.();
  }, []);
  return ref;
}
