/**
 * Platform API (admin scope), this store's extension: the outbox listed (every mail the store
 * would have sent, newest first; filter[email_eq], filter[order_number_eq], filter[kind_eq]) and an
 * order's confirmation sent again, as Spree's admin does with its "resend" action (Spree's Platform
 * API has no route for it). The order's email is set with Spree's own `PATCH /orders/{number}`.
 */
import { unprocessable } from '../http/api-error.js';
import { asString, dig } from '../http/params.js';
import { defineResource, pageRequest, related, relatedList, timestamp, type ResourceDef } from '../jsonapi/jsonapi.js';
import { errorAnswers, listAnswer, singleAnswer } from '../openapi/answers.js';
import { PAGE_PARAMETERS, parameterRef } from '../openapi/platform-parameters.js';
import { queryText } from '../openapi/query.js';
import { resource, TIMESTAMPS } from '../openapi/resource.js';
import { z } from '../openapi/zod.js';
import { declareRoute, type DeclaredRoute } from '../http/route-declaration.js';
import { sendDocument, sendList } from '../http/documents-routes.js';
import { findOrder } from '../orders/platform-orders-routes.js';
import { confirmationMail } from './mail-texts.js';
import { keepMail, mailsPage, type MailRow } from './outbox.js';

const TAGS = ['Mails'];
const KINDS = ['order_confirmation', 'order_confirmation_resent', 'order_canceled', 'shipment_shipped', 'reimbursement_processed'] as const;

const Mail = resource(
  'mail',
  z.object({
    kind: z.enum(KINDS).openapi({
      description: 'order_confirmation (sent when the order is placed), order_confirmation_resent, order_canceled, shipment_shipped, reimbursement_processed.',
    }),
    to: z.string().openapi({ description: "The order's email when the mail was sent." }),
    subject: z.string(),
    order_number: z.string(),
    body: z.string().openapi({ description: 'The plain text: the lines and totals, the shipment, or what went back.' }),
    sent_at: z.string().openapi({ format: 'date-time' }),
    ...TIMESTAMPS,
  }),
).openapi('Mail', { description: 'A mail the demo store would have sent (it has no mail server: it keeps them).' });

const mailResource = defineResource<MailRow>({
  type: 'mail',
  id: (m) => m.id,
  attributes: (m) => ({
    kind: m.kind,
    to: m.to_email,
    subject: m.subject,
    order_number: m.order_number,
    body: m.body,
    sent_at: timestamp(m.created_at),
    created_at: timestamp(m.created_at),
    updated_at: timestamp(m.created_at),
  }),
  relationships: {},
});
const mailDef = mailResource as ResourceDef<unknown>;

export const MAIL_ROUTES: readonly DeclaredRoute[] = [
  declareRoute({
    method: 'get',
    path: '/mails',
    operationId: 'listMails',
    tags: TAGS,
    summary: 'The mails the store would have sent, newest first',
    description:
      "The demo store's outbox: the order confirmation when an order is placed (to the order's email), a confirmation sent " +
      'again, an order canceled, a shipment shipped and a reimbursement made. The newest 1,000 are kept.',
    query: z.object({
      'filter[email_eq]': queryText('Mails to this address (any case).').optional(),
      'filter[order_number_eq]': queryText('Mails about this order.').optional(),
      'filter[kind_eq]': queryText('Mails of this kind.').optional(),
    }),
    sharedParameters: PAGE_PARAMETERS,
    answers: { 200: listAnswer('MailList', Mail, 'A page of mails.'), ...errorAnswers(400, 401, 403, 429) },
    extension: true,
    handle: (ctx) => {
      const page = pageRequest(ctx.params);
      const filter = (name: string) => asString(dig(ctx.params, 'filter', name))?.trim() || undefined;
      const { rows, total } = mailsPage(
        ctx.db,
        { email: filter('email_eq'), orderNumber: filter('order_number_eq'), kind: filter('kind_eq') },
        page.perPage,
        page.offset,
      );
      return sendList(ctx, mailDef, relatedList(mailDef, rows), page, total);
    },
  }),
  declareRoute({
    method: 'patch',
    path: '/orders/:number/resend_confirmation_email',
    operationId: 'resendOrderConfirmation',
    tags: TAGS,
    summary: "Send the order's confirmation again",
    description:
      "As Spree's admin resends it: to the order's email as it is now (set it first with PATCH /orders/{number}). A cart, or an " +
      'order without an email, is a 422. Answers the mail sent.',
    sharedParameters: [parameterRef('OrderNumber')],
    answers: { 200: singleAnswer('MailDocument', Mail, 'The mail sent.'), ...errorAnswers(400, 401, 403, 404, 422, 429) },
    extension: true,
    handle: (ctx) => {
      const order = findOrder(ctx);
      if (!order.completed_at) throw unprocessable(`Order ${order.number} is not placed: it has no confirmation to send`);
      if (!order.email) throw unprocessable(`Order ${order.number} has no email to send its confirmation to`);
      return sendDocument(ctx, mailDef, related(mailDef, keepMail(ctx.db, confirmationMail(ctx.db, order, true))));
    },
  }),
];
