import { paymentStepSchema } from '@bf/api-client/office';
import {
  convertAccountResponseSchema,
  convertReminderResponseSchema,
  paymentRequestResponseSchema,
  paymentRequestsResponseSchema,
  paymentTopicsResponseSchema,
  supportTicketResponseSchema,
  supportTicketsResponseSchema,
  topicTransactionsResponseSchema,
  verificationResponseSchema,
} from '@bf/api-client/office-care';
import { apiErrorBodySchema } from '@bf/api-client/schemas/site-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../create-api.ts';
import { userConfigOverlay } from '../office/profile.ts';
import { createTestApi } from '../test/create-test-api.ts';

const OFFICE = '/web-api/officeapi/v1';
let api: Api;
let clock = new Date('2026-03-01T10:00:00.000Z');

beforeAll(async () => {
  api = await createTestApi(
    { API_TEST_HOOKS: '1' },
    { authenticate: async (c) => (c.req.header('x-test-user') ? { userId: Number(c.req.header('x-test-user')) } : undefined), now: () => clock },
  );
}, 180_000);
afterAll(() => api?.close());

async function call(method: string, path: string, user: number | null, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  if (user !== null) headers['x-test-user'] = String(user);
  if (body !== undefined) headers['content-type'] = 'application/json';
  return api.app.request(path, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
}
async function ok<T>(res: Response, schema: { parse(value: unknown): T }, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return schema.parse(JSON.parse(text));
}
async function refused(res: Response, status: number): Promise<string[]> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return apiErrorBodySchema.parse(JSON.parse(text)).errors.map((error) => `${error.code}${error.detail ? `: ${error.detail}` : ''}`);
}

let logins = 0;
async function player(email: string | null = null): Promise<{ id: number; mainId: number }> {
  logins += 1;
  const { rows } = await api.db.query<{ id: number; account: number }>(
    `with u as (insert into users (login, password_hash, currency, email, created_at, terms_accepted_at) values ($1, 'x', 'RUB', $2, now(), now()) returning id)
     insert into accounts (user_id, type, iso, money) select id, 0, 'RUB', 500 from u returning user_id as id, id as account`,
    [`care${logins}`, email],
  );
  return { id: rows[0]!.id, mainId: rows[0]!.account };
}

describe('support tickets', () => {
  it('stores a message under its topic, lists it newest first, and puts the receipt in the outbox', async () => {
    const p = await player('care@example.test');
    const first = await ok(await call('POST', `${OFFICE}/support/tickets`, p.id, { topic: 'payments', message: '  My deposit of 150 is missing  ' }), supportTicketResponseSchema, 201);
    expect(first.ticket).toMatchObject({ topic: 'payments', message: 'My deposit of 150 is missing', status: 'received', createdAt: '2026-03-01T10:00:00.000Z' });
    await ok(await call('POST', `${OFFICE}/support/tickets`, p.id, { topic: 'other', message: 'A second question here' }), supportTicketResponseSchema, 201);
    const list = await ok(await call('GET', `${OFFICE}/support/tickets`, p.id), supportTicketsResponseSchema);
    expect(list.tickets.map((ticket) => ticket.topic)).toEqual(['other', 'payments']);
    const { rows } = await api.db.query<{ subject: string }>('select subject from outbox_messages where to_address = $1 order by id', ['care@example.test']);
    expect(rows.map((row) => row.subject)).toEqual([`Support request #${first.ticket.id} received`, `Support request #${first.ticket.id + 1} received`]);
    // Another player sees none of them.
    const other = await player();
    expect((await ok(await call('GET', `${OFFICE}/support/tickets`, other.id), supportTicketsResponseSchema)).tickets).toEqual([]);
  });

  it('refuses a visitor, an unknown topic, a message of 9 or 2001 characters and control characters with 4xx, never 500', async () => {
    const p = await player();
    expect(await refused(await call('GET', `${OFFICE}/support/tickets`, null), 401)).toEqual(['unauthorized: Sign in to use the office']);
    expect((await refused(await call('POST', `${OFFICE}/support/tickets`, p.id, { topic: 'jokes', message: 'Ten chars!!' }), 400))[0]).toMatch(/^invalid_body: topic/);
    expect(await refused(await call('POST', `${OFFICE}/support/tickets`, p.id, { topic: 'bets', message: '123456789' }), 400)).toEqual(['invalid_body: message: message must be at least 10 characters']);
    expect(await refused(await call('POST', `${OFFICE}/support/tickets`, p.id, { topic: 'bets', message: 'x'.repeat(2001) }), 400)).toEqual(['invalid_body: message: message must be at most 2000 characters']);
    expect(await refused(await call('POST', `${OFFICE}/support/tickets`, p.id, { topic: 'bets', message: 'bell\u0007 ringing here' }), 400)).toEqual(['invalid_body: message: message must not hold control characters']);
    expect(await refused(await call('POST', `${OFFICE}/support/tickets`, p.id, '{broken'), 400)).toEqual(['invalid_body: Body is not valid JSON']);
    await ok(await call('POST', `${OFFICE}/support/tickets`, p.id, { topic: 'bets', message: 'x'.repeat(2000) }), supportTicketResponseSchema, 201);
  });
});

describe('payment requests', () => {
  it('offers three topics: deposits (11, 12, 13), withdrawals (21, 22, 23) and other questions (31, 32)', async () => {
    const p = await player();
    const { topics } = await ok(await call('GET', `${OFFICE}/payment-requests/topics`, p.id), paymentTopicsResponseSchema);
    expect(topics).toEqual([
      { id: 1, direction: 'deposit', subTopicIds: [11, 12, 13] },
      { id: 2, direction: 'withdrawal', subTopicIds: [21, 22, 23] },
      { id: 3, direction: null, subTopicIds: [31, 32] },
    ]);
  });

  it('lists the topic payments, stores a request about one and lists it; the wrong sub-topic or payment is refused', async () => {
    const p = await player();
    const started = await ok(await call('POST', `${OFFICE}/payments/deposit`, p.id, { accountId: p.mainId, amountMinor: 15_000, method: 'card', lang: 'en' }), paymentStepSchema, 201);
    await ok(await call('POST', `${OFFICE}/payment-sim/${started.payment.id}`, p.id, { outcome: 'fail' }), paymentStepSchema);
    const deposits = await ok(await call('GET', `${OFFICE}/payment-requests/topics/1/transactions`, p.id), topicTransactionsResponseSchema);
    expect(deposits.transactions.map((payment) => [payment.id, payment.amountMinor, payment.status])).toEqual([[started.payment.id, 15_000, 'fail']]);
    expect((await ok(await call('GET', `${OFFICE}/payment-requests/topics/2/transactions`, p.id), topicTransactionsResponseSchema)).transactions).toEqual([]);
    expect(await refused(await call('GET', `${OFFICE}/payment-requests/topics/9/transactions`, p.id), 404)).toEqual(['topic_not_found: No payment topic 9']);

    const created = await ok(
      await call('POST', `${OFFICE}/payment-requests`, p.id, { topicId: 1, subTopicId: 11, transactionId: started.payment.id, message: 'The money left my card' }),
      paymentRequestResponseSchema,
      201,
    );
    expect(created.request).toMatchObject({ topicId: 1, subTopicId: 11, transactionId: started.payment.id, status: 'open', message: 'The money left my card' });
    await ok(await call('POST', `${OFFICE}/payment-requests`, p.id, { topicId: 3, subTopicId: 32, message: 'What are my limits?' }), paymentRequestResponseSchema, 201);
    const list = await ok(await call('GET', `${OFFICE}/payment-requests`, p.id), paymentRequestsResponseSchema);
    expect(list.requests.map((request) => [request.topicId, request.subTopicId, request.transactionId])).toEqual([
      [3, 32, null],
      [1, 11, started.payment.id],
    ]);

    const body = { topicId: 1, subTopicId: 21, transactionId: started.payment.id, message: 'Wrong sub-topic here' };
    expect(await refused(await call('POST', `${OFFICE}/payment-requests`, p.id, body), 400)).toEqual(['invalid_body: subTopicId: 21 is not a sub-topic of topic 1']);
    expect(await refused(await call('POST', `${OFFICE}/payment-requests`, p.id, { ...body, subTopicId: 11, transactionId: undefined }), 400)).toEqual([
      'invalid_body: transactionId: topic 1 needs the payment it is about',
    ]);
    expect(await refused(await call('POST', `${OFFICE}/payment-requests`, p.id, { ...body, topicId: 2, subTopicId: 21 }), 400)).toEqual([
      `invalid_body: transactionId: payment ${started.payment.id} is not a withdrawal`,
    ]);
    expect(await refused(await call('POST', `${OFFICE}/payment-requests`, p.id, { topicId: 3, subTopicId: 31, transactionId: started.payment.id, message: 'Not about a payment' }), 400)).toEqual([
      'invalid_body: transactionId: topic 3 is not about a payment',
    ]);
    // Another player's payment is not found.
    const other = await player();
    expect((await refused(await call('POST', `${OFFICE}/payment-requests`, other.id, { ...body, subTopicId: 11 }), 404))[0]).toMatch(/^payment_not_found/);
    expect((await refused(await call('POST', `${OFFICE}/payment-requests`, p.id, { ...body, subTopicId: 11.5 }), 400))[0]).toMatch(/^invalid_body: subTopicId/);
  });
});

describe('verification', () => {
  it('takes a document as pending, approves it 5 s later, and refuses another while pending or approved', async () => {
    const p = await player();
    const empty = await ok(await call('GET', `${OFFICE}/verification`, p.id), verificationResponseSchema);
    expect(empty.verification).toEqual({ status: 'none', documentTypes: ['passport', 'id_card', 'driving_licence'], documents: [], reviewAt: null });
    const doc = { documentType: 'passport', fileName: 'passport.jpg', mimeType: 'image/jpeg', sizeBytes: 204_800 };
    const sent = await ok(await call('POST', `${OFFICE}/verification/documents`, p.id, doc), verificationResponseSchema, 201);
    expect(sent.verification).toMatchObject({ status: 'pending', reviewAt: '2026-03-01T10:00:05.000Z' });
    expect(sent.verification.documents).toMatchObject([{ documentType: 'passport', fileName: 'passport.jpg', sizeBytes: 204_800, status: 'pending', decidedAt: null }]);
    expect(await refused(await call('POST', `${OFFICE}/verification/documents`, p.id, doc), 409)).toEqual(['verification_pending: Verification is pending already']);
    clock = new Date('2026-03-01T10:00:04.999Z');
    expect((await ok(await call('GET', `${OFFICE}/verification`, p.id), verificationResponseSchema)).verification.status).toBe('pending');
    clock = new Date('2026-03-01T10:00:05.000Z');
    const approved = await ok(await call('GET', `${OFFICE}/verification`, p.id), verificationResponseSchema);
    expect(approved.verification).toMatchObject({ status: 'approved', reviewAt: null, documents: [{ status: 'approved', decidedAt: '2026-03-01T10:00:05.000Z' }] });
    expect(await refused(await call('POST', `${OFFICE}/verification/documents`, p.id, doc), 409)).toEqual(['verification_approved: Verification is approved already']);
    clock = new Date('2026-03-01T10:00:00.000Z');
  });

  it('test hook: a held reviewer keeps the document under review (user_status_id 1, UCFG-027) until let go', async () => {
    const p = await player();
    const doc = { documentType: 'id_card', fileName: 'card.png', mimeType: 'image/png', sizeBytes: 2048 };
    expect((await ok(await call('POST', '/web-api/test/verification/review', p.id, { hold: true }), verificationResponseSchema)).verification.status).toBe('none');
    await ok(await call('POST', `${OFFICE}/verification/documents`, p.id, doc), verificationResponseSchema, 201);
    // 5 s would approve it; held, an hour later it still waits, and the user config says 1.
    clock = new Date('2026-03-01T11:00:00.000Z');
    expect((await ok(await call('GET', `${OFFICE}/verification`, p.id), verificationResponseSchema)).verification).toMatchObject({ status: 'pending', documents: [{ status: 'pending' }] });
    expect(await userConfigOverlay(api.db, p.id, clock)).toMatchObject({ user_status_id: 1, verification_status: 1 });
    const released = await ok(await call('POST', '/web-api/test/verification/review', p.id, { hold: false }), verificationResponseSchema);
    expect(released.verification).toMatchObject({ status: 'approved', documents: [{ status: 'approved', decidedAt: '2026-03-01T11:00:00.000Z' }] });
    expect(await userConfigOverlay(api.db, p.id, clock)).toMatchObject({ user_status_id: 0, verification_status: 0 });
    expect((await refused(await call('POST', '/web-api/test/verification/review', p.id, { hold: 'yes' }), 400))[0]).toMatch(/^invalid_body: hold/);
    expect(await refused(await call('POST', '/web-api/test/verification/review', null, { hold: true }), 401)).toEqual(['unauthorized: Sign in to use the office']);
    clock = new Date('2026-03-01T10:00:00.000Z');
  });

  it('refuses a wrong type, a path for a name, a GIF and a file over 5 MiB', async () => {
    const p = await player();
    const doc = { documentType: 'passport', fileName: 'scan.pdf', mimeType: 'application/pdf', sizeBytes: 5 * 1024 * 1024 };
    expect((await refused(await call('POST', `${OFFICE}/verification/documents`, p.id, { ...doc, documentType: 'visa' }), 400))[0]).toMatch(/^invalid_body: documentType/);
    expect(await refused(await call('POST', `${OFFICE}/verification/documents`, p.id, { ...doc, fileName: '../etc/passwd' }), 400)).toEqual(['invalid_body: fileName: fileName must be a plain file name']);
    expect(await refused(await call('POST', `${OFFICE}/verification/documents`, p.id, { ...doc, mimeType: 'image/gif' }), 400)).toEqual([
      'invalid_body: mimeType: mimeType must be image/jpeg, image/png or application/pdf',
    ]);
    expect(await refused(await call('POST', `${OFFICE}/verification/documents`, p.id, { ...doc, sizeBytes: 5 * 1024 * 1024 + 1 }), 400)).toEqual(['invalid_body: sizeBytes: sizeBytes must be at most 5 MiB']);
    await ok(await call('POST', `${OFFICE}/verification/documents`, p.id, doc), verificationResponseSchema, 201);
  });
});

describe('convert account (ACCT-017 to ACCT-020)', () => {
  it('status 0 allows nothing: no reminder, and asking is refused', async () => {
    const p = await player();
    expect((await ok(await call('GET', `${OFFICE}/convert-account`, p.id), convertAccountResponseSchema)).convertAccount).toEqual({ status: 0, isReminded: false, account: null, requestedAt: null });
    expect((await ok(await call('POST', `${OFFICE}/convert-account/remind`, p.id), convertReminderResponseSchema)).notice).toBeNull();
    expect(await refused(await call('POST', `${OFFICE}/convert-account`, p.id), 409)).toEqual(['convert_not_allowed: This account cannot be converted']);
  });

  it('status 1 names the main account, reminds once, and takes the request', async () => {
    const p = await player();
    await ok(await call('POST', '/web-api/test/convert-account', p.id, { status: 1 }), convertAccountResponseSchema);
    const first = await ok(await call('POST', `${OFFICE}/convert-account/remind`, p.id), convertReminderResponseSchema);
    expect(first.notice).toBe('main');
    expect(first.convertAccount).toMatchObject({ status: 1, isReminded: true, account: { id: p.mainId, iso: 'RUB', money: '500.00', moneyMinor: 50_000 } });
    expect((await ok(await call('POST', `${OFFICE}/convert-account/remind`, p.id), convertReminderResponseSchema)).notice).toBeNull();
    const asked = await ok(await call('POST', `${OFFICE}/convert-account`, p.id), convertAccountResponseSchema);
    expect(asked.convertAccount.requestedAt).toBe('2026-03-01T10:00:00.000Z');
  });

  it('status 2 names the first currency account and reminds with the additional notice', async () => {
    const p = await player();
    await call('POST', `${OFFICE}/currencies`, p.id, { currencyId: 3 });
    await ok(await call('POST', '/web-api/test/convert-account', p.id, { status: 2 }), convertAccountResponseSchema);
    const first = await ok(await call('POST', `${OFFICE}/convert-account/remind`, p.id), convertReminderResponseSchema);
    expect(first.notice).toBe('additional');
    expect(first.convertAccount.account).toMatchObject({ iso: 'EUR', moneyMinor: 0 });
    expect((await refused(await call('POST', '/web-api/test/convert-account', p.id, { status: 3 }), 400))[0]).toMatch(/^invalid_body: status/);
  });
});
