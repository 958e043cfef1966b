/** Sales set aside at this till and resumed later, across the bridge (the list is local: listing costs no request). */
import type { ArgKit } from './arg-kit.js';
import { noArgs, type CallDeclarations } from './call-declaration.js';
import type { ParkedCarts, ParkedResume } from '../parked/parked-carts.js';

export interface ParkedCalls {
  /** The parked carts, oldest first, with what each held when parked. */
  list(): Promise<ParkedCarts>;
  /** Parks the sale in progress (no request); `label` is optional words for it. Refused while its payment is unconfirmed. */
  park(label: string | null): Promise<ParkedCarts>;
  /**
   * Resumes a parked cart (one cart read) and says what changed at the store since it was
   * parked. `parkOpenSale`: park the sale in progress first, under that label; without it a
   * sale in progress refuses the resume.
   */
  resume(number: string, parkOpenSale?: { label: string | null }): Promise<ParkedResume>;
  /** Deletes a parked cart at the store and forgets it. */
  discard(number: string): Promise<ParkedCarts>;
}

/** A parked cart's label: the clerk's few words, or null (an empty one is none). */
const parkLabel = ({ z }: ArgKit) =>
  z
    .string()
    .trim()
    .max(60, 'a label of at most 60 characters')
    .regex(/^[^\p{Cc}]*$/u, 'a label without control characters')
    .nullable();

export const parkedCalls = {
  list: { args: noArgs },
  park: { args: (kit) => kit.z.tuple([parkLabel(kit)]) },
  resume: {
    args: (kit) => {
      const { z, text } = kit;
      return z.union([z.tuple([text(40).min(1)]), z.tuple([text(40).min(1), z.object({ label: parkLabel(kit) }).strict()])]);
    },
  },
  discard: { args: ({ z, text }) => z.tuple([text(40).min(1)]), managerWhenFound: true, right: 'voids' },
} satisfies CallDeclarations<ParkedCalls>;
