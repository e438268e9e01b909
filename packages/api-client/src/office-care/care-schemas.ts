// zod/mini: these run in the browser too. The office's player-care calls (docs/decisions.md "Office: support,
// verification, payment requests, convert account"): support tickets, payment requests with topics and sub-topics,
// document verification and the convert-account status. The reference API answers with these very types.
import * as z from 'zod/mini';
import { paymentSchema } from '../office/office-schemas.ts';

/** Support topics a player writes about. */
export const SUPPORT_TOPICS = ['account', 'payments', 'bets', 'verification', 'technical', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];
/** A support message: 10 to 2000 characters once trimmed. */
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 2000;

export const supportTicketSchema = z.object({
  id: z.int(),
  topic: z.enum(SUPPORT_TOPICS),
  message: z.string(),
  status: z.enum(['received', 'answered']),
  createdAt: z.string(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;
export const supportTicketsResponseSchema = z.object({ tickets: z.array(supportTicketSchema) });
export const supportTicketResponseSchema = z.object({ ticket: supportTicketSchema });

/**
 * Payment request topics: each names the payments it is about (deposits, withdrawals, or none) and its sub-topics.
 * Texts are the client's (office namespace `payreq_topic_{id}`, `payreq_subtopic_{id}`).
 */
export const paymentTopicSchema = z.object({
  id: z.int(),
  direction: z.nullable(z.enum(['deposit', 'withdrawal'])),
  subTopicIds: z.array(z.int()),
});
export type PaymentTopic = z.infer<typeof paymentTopicSchema>;
export const paymentTopicsResponseSchema = z.object({ topics: z.array(paymentTopicSchema) });
export const topicTransactionsResponseSchema = z.object({ topic: paymentTopicSchema, transactions: z.array(paymentSchema) });
export type TopicTransactions = z.infer<typeof topicTransactionsResponseSchema>;

export const paymentRequestSchema = z.object({
  id: z.int(),
  topicId: z.int(),
  subTopicId: z.int(),
  transactionId: z.nullable(z.int()),
  message: z.string(),
  status: z.enum(['open', 'closed']),
  createdAt: z.string(),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
export const paymentRequestsResponseSchema = z.object({ requests: z.array(paymentRequestSchema) });
export const paymentRequestResponseSchema = z.object({ request: paymentRequestSchema });

/** Documents the verification step takes, what a file may be, and its largest size (5 MiB). */
export const DOCUMENT_TYPES = ['passport', 'id_card', 'driving_licence'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

export const verificationDocumentSchema = z.object({
  id: z.int(),
  documentType: z.enum(DOCUMENT_TYPES),
  fileName: z.string(),
  sizeBytes: z.int(),
  status: z.enum(['pending', 'approved']),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;
/** The player's verification: none sent, pending review, or approved; the document types on offer. */
export const verificationStateSchema = z.object({
  status: z.enum(['none', 'pending', 'approved']),
  documentTypes: z.array(z.enum(DOCUMENT_TYPES)),
  documents: z.array(verificationDocumentSchema),
  /** When a pending document is decided, for the page to look again. */
  reviewAt: z.nullable(z.string()),
});
export type VerificationState = z.infer<typeof verificationStateSchema>;
export const verificationResponseSchema = z.object({ verification: verificationStateSchema });

/** Convert-account allowed status (ACCT-017 to ACCT-019): 0 not allowed, 1 main account, 2 additional account. */
export const convertAccountSchema = z.object({
  status: z.literal([0, 1, 2]),
  isReminded: z.boolean(),
  /** The account the conversion is about (main for 1, the first currency account for 2), null for 0. */
  account: z.nullable(z.object({ id: z.int(), iso: z.string(), money: z.string(), moneyMinor: z.int() })),
  requestedAt: z.nullable(z.string()),
});
export type ConvertAccountState = z.infer<typeof convertAccountSchema>;
export const convertAccountResponseSchema = z.object({ convertAccount: convertAccountSchema });
/** The sign-in reminder (ACCT-020): which notice to show, null when none (not allowed, or reminded already). */
export const convertReminderResponseSchema = z.object({ notice: z.nullable(z.enum(['main', 'additional'])), convertAccount: convertAccountSchema });
export type ConvertReminder = z.infer<typeof convertReminderResponseSchema>;

/**
 * Identification providers the identification modal offers (UCFG-036, spec S2 §2: "face-id or alternative
 * provider"): the site's own face-id check, and an alternative provider for a player who cannot or will not use it.
 * Names are the client's (office namespace `ident_provider_{id}`).
 */
export const IDENTIFICATION_PROVIDERS = ['face_id', 'alternative'] as const;
export type IdentificationProvider = (typeof IDENTIFICATION_PROVIDERS)[number];
export const identificationProvidersResponseSchema = z.object({ providers: z.array(z.enum(IDENTIFICATION_PROVIDERS)) });
/** The player's identification after a provider answered: identified, and by which provider. */
export const identificationResponseSchema = z.object({ identification: z.object({ provider: z.enum(IDENTIFICATION_PROVIDERS), status: z.literal('identified') }) });
export type IdentificationResult = z.infer<typeof identificationResponseSchema>['identification'];
