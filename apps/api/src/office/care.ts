import type {
  ConvertAccountState,
  DocumentType,
  PaymentRequest,
  PaymentTopic,
  SupportTicket,
  SupportTopic,
  VerificationDocument,
  VerificationState,
} from '@bf/api-client/office-care';
import { DOCUMENT_TYPES } from '@bf/api-client/office-care';
import type { Db } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { listAccounts } from './accounts.ts';
import { findPayment, listPayments } from './payments.ts';

/**
 * The office's player care (docs/decisions.md "Office: support, verification, payment requests, convert account"):
 * support tickets, requests about a payment by topic and sub-topic, document verification with a simulated
 * reviewer, and the convert-account status with its one-time sign-in reminder.
 */

const iso = (value: Date | string) => new Date(value).toISOString();

// — Support ————————————————————————————————————————————————————————————
interface TicketRow {
  id: number;
  topic: SupportTopic;
  message: string;
  status: SupportTicket['status'];
  created_at: Date | string;
}
const ticketView = (row: TicketRow): SupportTicket => ({ id: row.id, topic: row.topic, message: row.message, status: row.status, createdAt: iso(row.created_at) });

export async function listTickets(db: Db, userId: number): Promise<SupportTicket[]> {
  const { rows } = await db.query<TicketRow>('select id, topic, message, status, created_at from support_tickets where user_id = $1 order by id desc limit 50', [userId]);
  return rows.map(ticketView);
}

/** Stores the message; the player's e-mail (when known) gets the receipt in the outbox, as every "sent" message does. */
export async function createTicket(db: Db, userId: number, topic: SupportTopic, message: string, now: Date): Promise<SupportTicket> {
  const { rows } = await db.query<TicketRow>(
    'insert into support_tickets (user_id, topic, message, created_at) values ($1, $2, $3, $4) returning id, topic, message, status, created_at',
    [userId, topic, message, now],
  );
  const ticket = ticketView(rows[0]!);
  const { rows: users } = await db.query<{ email: string | null }>('select email from users where id = $1', [userId]);
  const email = users[0]?.email;
  if (email) {
    await db.query('insert into outbox_messages (user_id, channel, to_address, subject, body, link, created_at) values ($1, $2, $3, $4, $5, $6, $7)', [
      userId,
      'email',
      email,
      `Support request #${ticket.id} received`,
      `We received your message about "${topic}" and will answer by e-mail.`,
      '',
      now,
    ]);
  }
  return ticket;
}

// — Payment requests ———————————————————————————————————————————————————
/** Topics and their sub-topics: 1 a deposit (not credited, wrong amount, charged twice), 2 a withdrawal (not received, wrong amount, cancel it), 3 other questions (methods, limits). */
export const PAYMENT_TOPICS: readonly PaymentTopic[] = [
  { id: 1, direction: 'deposit', subTopicIds: [11, 12, 13] },
  { id: 2, direction: 'withdrawal', subTopicIds: [21, 22, 23] },
  { id: 3, direction: null, subTopicIds: [31, 32] },
];

export function requireTopic(topicId: number): PaymentTopic {
  const topic = PAYMENT_TOPICS.find((item) => item.id === topicId);
  if (!topic) throw new ApiError(404, [{ code: 'topic_not_found', detail: `No payment topic ${topicId}` }]);
  return topic;
}

/** The player's payments a topic can be about: its direction's, newest first (none for a topic without one). */
export async function topicTransactions(db: Db, userId: number, topicId: number) {
  const topic = requireTopic(topicId);
  const transactions = topic.direction ? (await listPayments(db, userId, { direction: topic.direction, limit: 50 })).payments : [];
  return { topic, transactions };
}

interface RequestRow {
  id: number;
  topic_id: number;
  sub_topic_id: number;
  payment_id: string | null;
  message: string;
  status: PaymentRequest['status'];
  created_at: Date | string;
}
const requestView = (row: RequestRow): PaymentRequest => ({
  id: row.id,
  topicId: row.topic_id,
  subTopicId: row.sub_topic_id,
  transactionId: row.payment_id === null ? null : Number(row.payment_id),
  message: row.message,
  status: row.status,
  createdAt: iso(row.created_at),
});
const REQUEST_COLUMNS = 'id, topic_id, sub_topic_id, payment_id, message, status, created_at';

export async function listRequests(db: Db, userId: number): Promise<PaymentRequest[]> {
  const { rows } = await db.query<RequestRow>(`select ${REQUEST_COLUMNS} from payment_requests where user_id = $1 order by id desc limit 50`, [userId]);
  return rows.map(requestView);
}

/**
 * Stores a request: the sub-topic must be the topic's; a topic about deposits or withdrawals needs one of the player's
 * payments in that direction, and a topic without payments takes none.
 */
export async function createRequest(db: Db, userId: number, input: { topicId: number; subTopicId: number; transactionId?: number; message: string }, now: Date): Promise<PaymentRequest> {
  const topic = requireTopic(input.topicId);
  if (!topic.subTopicIds.includes(input.subTopicId)) {
    throw ApiError.badRequest('invalid_body', `subTopicId: ${input.subTopicId} is not a sub-topic of topic ${topic.id}`);
  }
  if (topic.direction === null && input.transactionId !== undefined) throw ApiError.badRequest('invalid_body', `transactionId: topic ${topic.id} is not about a payment`);
  if (topic.direction !== null) {
    if (input.transactionId === undefined) throw ApiError.badRequest('invalid_body', `transactionId: topic ${topic.id} needs the payment it is about`);
    const payment = await findPayment(db, userId, input.transactionId);
    if (payment.direction !== topic.direction) throw ApiError.badRequest('invalid_body', `transactionId: payment ${payment.id} is not a ${topic.direction}`);
  }
  const { rows } = await db.query<RequestRow>(
    `insert into payment_requests (user_id, topic_id, sub_topic_id, payment_id, message, created_at) values ($1, $2, $3, $4, $5, $6) returning ${REQUEST_COLUMNS}`,
    [userId, topic.id, input.subTopicId, input.transactionId ?? null, input.message, now],
  );
  return requestView(rows[0]!);
}

// — Verification ——————————————————————————————————————————————————————
/** How long the simulated reviewer takes before it approves a document, unless the API is told otherwise. */
export const DEFAULT_REVIEW_MS = 5_000;

interface DocumentRow {
  id: number;
  document_type: DocumentType;
  file_name: string;
  size_bytes: number;
  status: VerificationDocument['status'];
  created_at: Date | string;
  review_at: Date | string;
  decided_at: Date | string | null;
}

/** The player's verification; pending documents whose review time has come are approved first. */
export async function readVerification(db: Db, userId: number, now: Date): Promise<VerificationState> {
  await db.query(`update verification_documents set status = 'approved', decided_at = review_at where user_id = $1 and status = 'pending' and review_at <= $2`, [userId, now]);
  const { rows } = await db.query<DocumentRow>(
    'select id, document_type, file_name, size_bytes, status, created_at, review_at, decided_at from verification_documents where user_id = $1 order by id desc limit 20',
    [userId],
  );
  const pending = rows.filter((row) => row.status === 'pending');
  const status = pending.length > 0 ? 'pending' : rows.some((row) => row.status === 'approved') ? 'approved' : 'none';
  const reviewAt = pending.length > 0 ? iso(new Date(pending.map((row) => new Date(row.review_at).getTime()).reduce((a, b) => Math.min(a, b)))) : null;
  return {
    status,
    documentTypes: [...DOCUMENT_TYPES],
    documents: rows.map((row) => ({
      id: row.id,
      documentType: row.document_type,
      fileName: row.file_name,
      sizeBytes: row.size_bytes,
      status: row.status,
      createdAt: iso(row.created_at),
      decidedAt: row.decided_at === null ? null : iso(row.decided_at),
    })),
    reviewAt,
  };
}

/** Takes a document for review; a player already approved, or with one pending, sends no more. */
export async function addDocument(db: Db, userId: number, input: { documentType: DocumentType; fileName: string; mimeType: string; sizeBytes: number }, now: Date, reviewMs: number): Promise<VerificationState> {
  const current = await readVerification(db, userId, now);
  if (current.status !== 'none') throw new ApiError(409, [{ code: `verification_${current.status}`, detail: `Verification is ${current.status} already` }]);
  await db.query('insert into verification_documents (user_id, document_type, file_name, mime_type, size_bytes, created_at, review_at) values ($1, $2, $3, $4, $5, $6, $7)', [
    userId,
    input.documentType,
    input.fileName,
    input.mimeType,
    input.sizeBytes,
    now,
    new Date(now.getTime() + reviewMs),
  ]);
  return readVerification(db, userId, now);
}

/**
 * Test hook (UCFG-027): holds the simulated reviewer on the player's pending documents (their review time moves a year
 * ahead, so the pending state stays), or lets it go (the review time is now: the next read approves them).
 */
export async function holdReview(db: Db, userId: number, hold: boolean, now: Date, holdMs: number): Promise<VerificationState> {
  await db.query(`update verification_documents set review_at = $2 where user_id = $1 and status = 'pending'`, [userId, hold ? new Date(now.getTime() + holdMs) : now]);
  return readVerification(db, userId, now);
}

// — Convert account ———————————————————————————————————————————————————
export async function readConvertAccount(db: Db, userId: number): Promise<ConvertAccountState> {
  const { rows } = await db.query<{ convert_account_status: 0 | 1 | 2; convert_reminded_at: Date | string | null; convert_requested_at: Date | string | null }>(
    'select convert_account_status, convert_reminded_at, convert_requested_at from users where id = $1',
    [userId],
  );
  const row = rows[0];
  if (!row) throw new ApiError(401, [{ code: 'unauthorized', detail: 'Sign in to use the office' }]);
  const status = row.convert_account_status;
  const accounts = await listAccounts(db, userId);
  const account = status === 1 ? accounts.find((item) => item.type === 0) : status === 2 ? accounts.find((item) => item.type === 9) : undefined;
  return {
    status,
    isReminded: row.convert_reminded_at !== null,
    account: account ? { id: account.id, iso: account.iso, money: account.money, moneyMinor: account.moneyMinor } : null,
    requestedAt: row.convert_requested_at === null ? null : iso(row.convert_requested_at),
  };
}

/** ACCT-020: the notice of an allowed status, once; marks the player reminded in the same statement. */
export async function remindConvertAccount(db: Db, userId: number, now: Date): Promise<{ notice: 'main' | 'additional' | null; convertAccount: ConvertAccountState }> {
  const { rows } = await db.query<{ convert_account_status: 0 | 1 | 2 }>(
    'update users set convert_reminded_at = $2 where id = $1 and convert_account_status in (1, 2) and convert_reminded_at is null returning convert_account_status',
    [userId, now],
  );
  const status = rows[0]?.convert_account_status;
  return { notice: status === 1 ? 'main' : status === 2 ? 'additional' : null, convertAccount: await readConvertAccount(db, userId) };
}

/** Asks for the conversion; refused when the status does not allow it. Asking twice keeps the first time. */
export async function requestConversion(db: Db, userId: number, now: Date): Promise<ConvertAccountState> {
  const { rows } = await db.query('update users set convert_requested_at = coalesce(convert_requested_at, $2) where id = $1 and convert_account_status in (1, 2) returning id', [userId, now]);
  if (rows.length === 0) throw new ApiError(409, [{ code: 'convert_not_allowed', detail: 'This account cannot be converted' }]);
  return readConvertAccount(db, userId);
}

/** Test hook: sets the operator's convert-account status for the player (and forgets the reminder). */
export async function setConvertStatus(db: Db, userId: number, status: 0 | 1 | 2): Promise<ConvertAccountState> {
  await db.query('update users set convert_account_status = $2, convert_reminded_at = null, convert_requested_at = null where id = $1', [userId, status]);
  return readConvertAccount(db, userId);
}
