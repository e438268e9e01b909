import { apiErrorBodySchema } from '../bff/site-config.schema.ts';

/** Network failure ('Failed to fetch') becomes the network-error status 0 (spec: S2 §8). */
export const NETWORK_ERROR_STATUS = 0;
/** A cancelled request becomes status 499, nginx's "client closed request" (spec: S2 §8). */
export const CANCELLED_STATUS = 499;

/** One JSON-API error object: a code and a detail (spec: S2 §3 "Error objects"). */
export interface ApiErrorDetail {
  code: string | number;
  detail: string;
  /** Machine-readable facts of the error when the server sends them (e.g. the coupon's `odds_changed` new price). */
  meta?: Record<string, unknown>;
}

/** An error from a call: a message and a status code, 500 by default (spec: S1 §3 "Error object"). */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly details: ApiErrorDetail[];
  constructor(message: string, statusCode = 500, details: ApiErrorDetail[] = [], options: { cause?: unknown } = {}) {
    super(message, 'cause' in options ? { cause: options.cause } : undefined);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.details = details;
  }

  /** True for a request the caller aborted (status 499); the REST error notifier ignores these (spec: S1 §8). */
  get isCancelled(): boolean {
    return this.statusCode === CANCELLED_STATUS;
  }

  /** True when no answer arrived at all (network failure or timeout). */
  get isNetworkError(): boolean {
    return this.statusCode === NETWORK_ERROR_STATUS;
  }
}

/** JSON-API error details joined for display (spec: S2 §8). */
export function joinErrorDetails(body: unknown, delimiter = '; '): string | undefined {
  const parsed = apiErrorBodySchema.safeParse(body);
  return parsed.success ? parsed.data.errors.map((e) => e.detail).join(delimiter) : undefined;
}
