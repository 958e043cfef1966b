/** Values many resources carry: an amount, its display twin, free metadata. */
import { AMOUNT } from './prices.js';
import { z } from '../zod.js';

export const Money = z
  .string()
  .regex(AMOUNT)
  .openapi({ description: "A decimal amount in the document's currency, two decimals.", example: '19.99' })
  .openapi('Money');

export const DisplayMoney = z
  .string()
  .openapi({ description: 'The amount formatted for people, with the currency sign.', example: '$19.99' })
  .openapi('DisplayMoney');

export const Metadata = z.looseObject({}).openapi({ description: 'Free JSON set by the store or the client.', additionalProperties: true }).openapi('Metadata');
