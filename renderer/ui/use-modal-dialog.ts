/**
 * A `<dialog>` shown modal while its component is on the page, and closed when it leaves: the
 * ref to put on the element.
 */
import { useEffect, useRef } from 'react';

export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  return ref;
}
