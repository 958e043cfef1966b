/**
 * A message's `<ltr>…</ltr>` part (an order number, a reference, an email inside the words) as
 * an element of its own that reads left to right, so it keeps its order in a right-to-left screen.
 */
import type { ReactNode } from 'react';

export const ltr = (chunks: ReactNode[]) => <bdi dir="ltr">{chunks}</bdi>;
