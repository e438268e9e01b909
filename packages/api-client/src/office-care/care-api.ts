import type { HttpClient, Schema } from '../http/http-client.ts';
import { OFFICE_BASE_PATH } from '../office/office-api.ts';
import {
  convertAccountResponseSchema,
  convertReminderResponseSchema,
  identificationProvidersResponseSchema,
  identificationResponseSchema,
  paymentRequestResponseSchema,
  paymentRequestsResponseSchema,
  paymentTopicsResponseSchema,
  supportTicketResponseSchema,
  supportTicketsResponseSchema,
  topicTransactionsResponseSchema,
  verificationResponseSchema,
  type ConvertAccountState,
  type ConvertReminder,
  type DocumentType,
  type IdentificationProvider,
  type IdentificationResult,
  type PaymentRequest,
  type PaymentTopic,
  type SupportTicket,
  type SupportTopic,
  type TopicTransactions,
  type VerificationState,
} from './care-schemas.ts';

export interface NewPaymentRequest {
  topicId: number;
  subTopicId: number;
  transactionId?: number;
  message: string;
}

export interface DocumentUpload {
  documentType: DocumentType;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
}

/** SWR keys of the player-care calls. */
export const careKeys = {
  tickets: () => ['web-api', 'office', 'support-tickets'] as const,
  topics: () => ['web-api', 'office', 'payment-topics'] as const,
  topicTransactions: (topicId: number) => ['web-api', 'office', 'topic-transactions', topicId] as const,
  requests: () => ['web-api', 'office', 'payment-requests'] as const,
  verification: () => ['web-api', 'office', 'verification'] as const,
  convertAccount: () => ['web-api', 'office', 'convert-account'] as const,
};

/** The office's player-care calls, under the office base path; each needs the signed-in player. */
export function createOfficeCareApi(http: HttpClient) {
  const path = (rest: `/${string}`) => `${OFFICE_BASE_PATH}${rest}`;
  const get = <T>(rest: `/${string}`, schema: Schema<T>) => http.request({ path: path(rest), schema, auth: true, cache: 'no-store' });
  const post = <T>(rest: `/${string}`, schema: Schema<T>, body?: unknown) => http.request({ method: 'POST', path: path(rest), schema, body, auth: true, cache: 'no-store' });
  return {
    getTickets: async (): Promise<SupportTicket[]> => (await get('/support/tickets', supportTicketsResponseSchema)).tickets,
    /** Sends a message to support; answers the stored ticket. */
    sendTicket: async (topic: SupportTopic, message: string): Promise<SupportTicket> => (await post('/support/tickets', supportTicketResponseSchema, { topic, message })).ticket,
    getTopics: async (): Promise<PaymentTopic[]> => (await get('/payment-requests/topics', paymentTopicsResponseSchema)).topics,
    /** The topic and the player's payments it can be about (deposits, withdrawals, or none). */
    getTopicTransactions: (topicId: number): Promise<TopicTransactions> => get(`/payment-requests/topics/${topicId}/transactions`, topicTransactionsResponseSchema),
    getRequests: async (): Promise<PaymentRequest[]> => (await get('/payment-requests', paymentRequestsResponseSchema)).requests,
    createRequest: async (body: NewPaymentRequest): Promise<PaymentRequest> => (await post('/payment-requests', paymentRequestResponseSchema, body)).request,
    getVerification: async (): Promise<VerificationState> => (await get('/verification', verificationResponseSchema)).verification,
    /** Sends a document for review (the reference API keeps its name, type and size, not the image). */
    uploadDocument: async (upload: DocumentUpload): Promise<VerificationState> => (await post('/verification/documents', verificationResponseSchema, upload)).verification,
    getConvertAccount: async (): Promise<ConvertAccountState> => (await get('/convert-account', convertAccountResponseSchema)).convertAccount,
    /** Asks for the conversion (status 1 or 2). */
    requestConversion: async (): Promise<ConvertAccountState> => (await post('/convert-account', convertAccountResponseSchema)).convertAccount,
    /** The identification providers the identification modal offers (UCFG-036). */
    getIdentificationProviders: async (): Promise<IdentificationProvider[]> => (await get('/identification/providers', identificationProvidersResponseSchema)).providers,
    /** Identifies the player through `provider` (the reference API's simulated provider answers at once). */
    identify: async (provider: IdentificationProvider): Promise<IdentificationResult> => (await post('/identification', identificationResponseSchema, { provider })).identification,
    /** The sign-in reminder: the notice to show once, and the player marked reminded (ACCT-020). */
    remindConversion: (): Promise<ConvertReminder> => post('/convert-account/remind', convertReminderResponseSchema),
  };
}
export type OfficeCareApi = ReturnType<typeof createOfficeCareApi>;
