/**
 * The demo store's outbox: every mail the store would send to a customer, kept instead of sent
 * (the demo store has no mail server), so a trainer or a test can read what a customer would have
 * received. One table, created on first start (an older data file gains it too); the newest
 * 1,000 mails are kept.
 */
import { all, get, run, type DemoDb } from '../db/database.js';
import { nowIso } from '../orders/orders.js';

/** What a mail is, as this store names the mails a Spree store sends. */
export type MailKind = 'order_confirmation' | 'order_confirmation_resent' | 'order_canceled' | 'shipment_shipped' | 'reimbursement_processed';

export interface MailRow {
  id: number;
  kind: MailKind;
  to_email: string;
  subject: string;
  order_number: string;
  body: string;
  created_at: string;
}

/** A mail to be kept: to whom, what, about which order, its plain text. */
export type MailToKeep = Omit<MailRow, 'id' | 'created_at'>;

const KEPT_MAILS = 1000;

/** Creates the outbox's table where the data file has none. */
export function ensureOutbox(db: DemoDb): void {
  db.exec(`CREATE TABLE IF NOT EXISTS mails (
    id INTEGER PRIMARY KEY, kind TEXT NOT NULL, to_email TEXT NOT NULL, subject TEXT NOT NULL,
    order_number TEXT NOT NULL, body TEXT NOT NULL, created_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS mails_order ON mails(order_number);`);
}

/** Keeps a mail (the oldest past the newest 1,000 go); answers it as kept. */
export function keepMail(db: DemoDb, mail: MailToKeep): MailRow {
  const createdAt = nowIso();
  const id = Number(
    run(
      db,
      'INSERT INTO mails (kind, to_email, subject, order_number, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      mail.kind,
      mail.to_email,
      mail.subject,
      mail.order_number,
      mail.body,
      createdAt,
    ).lastInsertRowid,
  );
  if (id > KEPT_MAILS) run(db, 'DELETE FROM mails WHERE id <= ?', id - KEPT_MAILS);
  return { id, ...mail, created_at: createdAt };
}

export interface MailFilter {
  /** To this address (any case). */
  email?: string;
  orderNumber?: string;
  kind?: string;
}

/** A page of the outbox, newest first. */
export function mailsPage(db: DemoDb, filter: MailFilter, perPage: number, offset: number): { rows: MailRow[]; total: number } {
  const where: string[] = [];
  const args: string[] = [];
  if (filter.email) {
    where.push('to_email = ? COLLATE NOCASE');
    args.push(filter.email);
  }
  if (filter.orderNumber) {
    where.push('order_number = ?');
    args.push(filter.orderNumber);
  }
  if (filter.kind) {
    where.push('kind = ?');
    args.push(filter.kind);
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const total = get<{ n: number }>(db, `SELECT COUNT(*) AS n FROM mails ${clause}`, ...args)!.n;
  const rows = all<MailRow>(db, `SELECT * FROM mails ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`, ...args, perPage, offset);
  return { rows, total };
}
