import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES, DOCUMENT_TYPES, SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN, SUPPORT_TOPICS } from '@bf/api-client/office-care';
import type { Db } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import type { Authenticate } from '../http/authenticate.ts';
import { parseInput, parseJsonBody } from '../http/validate.ts';
import {
  addDocument,
  createRequest,
  createTicket,
  DEFAULT_REVIEW_MS,
  holdReview,
  listRequests,
  listTickets,
  PAYMENT_TOPICS,
  readConvertAccount,
  readVerification,
  remindConvertAccount,
  requestConversion,
  setConvertStatus,
  topicTransactions,
} from '../office/care.ts';
import { OFFICE } from './office-routes.ts';

export interface OfficeCareRoutesOptions {
  db: Db;
  now: () => Date;
  authenticate: Authenticate;
  /** How long the simulated reviewer takes to approve a document (default 5 s). */
  reviewMs?: number;
  /** Mounts `POST /web-api/test/convert-account` and `POST /web-api/test/verification/review`. */
  testHooks: boolean;
  /**
   * The user config's identification flags (auth deps): an approved document identifies the player, so
   * `is_need_identification` is cleared once the verification is read approved (GUARD-044).
   */
  identification?: Map<number, { is_need_identification?: boolean; is_identification_bonus?: boolean }>;
}

const MAX_ID = 2_147_483_647;
const pathId = z.string().regex(/^[1-9]\d{0,9}$/, 'Expected a positive whole number').transform(Number).refine((value) => value <= MAX_ID, 'Too large');
const bodyId = z.number().int().min(1).max(MAX_ID);
/** A message: trimmed, 10 to 2000 characters, no control characters but line breaks and tabs. */
const message = z
  .string()
  .trim()
  .min(SUPPORT_MESSAGE_MIN, `message must be at least ${SUPPORT_MESSAGE_MIN} characters`)
  .max(SUPPORT_MESSAGE_MAX, `message must be at most ${SUPPORT_MESSAGE_MAX} characters`)
  .refine((text) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text), 'message must not hold control characters');
const ticketBody = z.object({ topic: z.enum(SUPPORT_TOPICS, { error: `topic must be one of ${SUPPORT_TOPICS.join(', ')}` }), message }).strict();
const requestBody = z.object({ topicId: bodyId, subTopicId: bodyId, transactionId: bodyId.optional(), message }).strict();
const documentBody = z
  .object({
    documentType: z.enum(DOCUMENT_TYPES, { error: `documentType must be one of ${DOCUMENT_TYPES.join(', ')}` }),
    fileName: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .refine((name) => !/[/\\\u0000-\u001f]/.test(name), 'fileName must be a plain file name'),
    mimeType: z.enum(DOCUMENT_MIME_TYPES, { error: 'mimeType must be image/jpeg, image/png or application/pdf' }),
    sizeBytes: z.number().int().min(1).max(DOCUMENT_MAX_BYTES, 'sizeBytes must be at most 5 MiB'),
  })
  .strict();
const convertStatusBody = z.object({ status: z.union([z.literal(0), z.literal(1), z.literal(2)]) }).strict();
const reviewHoldBody = z.object({ hold: z.boolean() }).strict();
/** How far a held review moves ahead: a year, longer than any test. */
const HELD_REVIEW_MS = 365 * 24 * 3600_000;

/**
 * The office's player care: support tickets, payment requests by topic and sub-topic, verification documents and the
 * convert-account status (docs/decisions.md "Office: support, verification, payment requests, convert account").
 */
export function officeCareRoutes({ db, now, authenticate, reviewMs = DEFAULT_REVIEW_MS, testHooks, identification }: OfficeCareRoutesOptions): Hono {
  const app = new Hono();
  const signedIn = async (c: Context): Promise<number> => {
    const user = await authenticate(c);
    if (!user) throw new ApiError(401, [{ code: 'unauthorized', detail: 'Sign in to use the office' }]);
    c.header('Cache-Control', 'no-store');
    return user.userId;
  };

  app.get(`${OFFICE}/support/tickets`, async (c) => c.json({ tickets: await listTickets(db, await signedIn(c)) }));
  app.post(`${OFFICE}/support/tickets`, async (c) => {
    const userId = await signedIn(c);
    const body = await parseJsonBody(c, ticketBody);
    return c.json({ ticket: await createTicket(db, userId, body.topic, body.message, now()) }, 201);
  });

  app.get(`${OFFICE}/payment-requests/topics`, async (c) => {
    await signedIn(c);
    return c.json({ topics: PAYMENT_TOPICS });
  });
  app.get(`${OFFICE}/payment-requests/topics/:topicId/transactions`, async (c) => {
    const userId = await signedIn(c);
    const topicId = parseInput(pathId, c.req.param('topicId'), 'path');
    return c.json(await topicTransactions(db, userId, topicId));
  });
  app.get(`${OFFICE}/payment-requests`, async (c) => c.json({ requests: await listRequests(db, await signedIn(c)) }));
  app.post(`${OFFICE}/payment-requests`, async (c) => {
    const userId = await signedIn(c);
    const body = await parseJsonBody(c, requestBody);
    return c.json({ request: await createRequest(db, userId, body, now()) }, 201);
  });

  /** The verification as read now; approved, it identifies the player (the identification guards stop asking). */
  const identified = (userId: number, verification: Awaited<ReturnType<typeof readVerification>>) => {
    const flags = identification?.get(userId);
    if (verification.status === 'approved' && flags?.is_need_identification) identification!.set(userId, { ...flags, is_need_identification: false });
    return verification;
  };
  app.get(`${OFFICE}/verification`, async (c) => {
    const userId = await signedIn(c);
    return c.json({ verification: identified(userId, await readVerification(db, userId, now())) });
  });
  // Players whose reviewer a test holds (UCFG-027): their documents wait until the hook lets them go.
  const held = new Set<number>();
  app.post(`${OFFICE}/verification/documents`, async (c) => {
    const userId = await signedIn(c);
    const body = await parseJsonBody(c, documentBody);
    return c.json({ verification: await addDocument(db, userId, body, now(), held.has(userId) ? HELD_REVIEW_MS : reviewMs) }, 201);
  });

  app.get(`${OFFICE}/convert-account`, async (c) => c.json({ convertAccount: await readConvertAccount(db, await signedIn(c)) }));
  app.post(`${OFFICE}/convert-account`, async (c) => c.json({ convertAccount: await requestConversion(db, await signedIn(c), now()) }));
  app.post(`${OFFICE}/convert-account/remind`, async (c) => c.json(await remindConvertAccount(db, await signedIn(c), now())));

  if (testHooks) {
    app.post('/web-api/test/convert-account', async (c) => {
      const userId = await signedIn(c);
      const body = await parseJsonBody(c, convertStatusBody);
      return c.json({ convertAccount: await setConvertStatus(db, userId, body.status) });
    });
    /**
     * `{hold: true}` holds the simulated reviewer for the caller: documents pending now or sent later stay "Under
     * review" (user_status_id 1, UCFG-027) so a browser test can see it; `{hold: false}` lets them be approved now.
     */
    app.post('/web-api/test/verification/review', async (c) => {
      const userId = await signedIn(c);
      const { hold } = await parseJsonBody(c, reviewHoldBody);
      if (hold) held.add(userId);
      else held.delete(userId);
      return c.json({ verification: identified(userId, await holdReview(db, userId, hold, now(), HELD_REVIEW_MS)) });
    });
  }
  return app;
}
