/**
 * Barcode labels across the bridge (area `labels`): thermal labels printed on the receipt printer.
 * Label sheets (A4, Letter) are printed or saved as a PDF by the page itself (`receipt.print`,
 * `receipt.savePdf`), as the receipt is.
 */
import type { CallDeclarations } from '../bridge/call-declaration.js';
import type { PrintOutcome } from '../hardware/hardware-calls.js';
import { MOST_LABELS, type LabelLine, type ThermalLabelSize } from './label-lines.js';

export interface LabelsCalls {
  /** Prints the labels (each as many times as its quantity) on the receipt printer, in the size of its label roll. */
  print(lines: LabelLine[], size: ThermalLabelSize): Promise<PrintOutcome>;
}

export const labelsCalls = {
  print: {
    args: ({ z, text }) =>
      z.tuple([
        z
          .array(
            z
              .object({
                variantId: text(64).min(1),
                code: text(64)
                  .min(1)
                  .regex(/^[\x20-\x7e]+$/, 'a code of printable ASCII characters (Code 128)'),
                name: text(200),
                price: text(40),
                amount: text(20)
                  .regex(/^-?\d{1,12}(\.\d{1,4})?$/, 'a decimal amount')
                  .optional(),
                currency: text(3)
                  .regex(/^[A-Z]{3}$/, 'an ISO currency code')
                  .optional(),
                quantity: z.number().int().min(1).max(100),
              })
              .strict(),
          )
          .min(1)
          .max(200)
          .refine((lines) => lines.reduce((sum, line) => sum + line.quantity, 0) <= MOST_LABELS, `at most ${MOST_LABELS} labels at once`),
        z.enum(['2.25x1.25in', '50x25mm']),
      ]),
  },
} satisfies CallDeclarations<LabelsCalls>;
