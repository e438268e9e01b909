import type { ApiErrorBody } from '../bff/site-config.schema.ts';

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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One error object of the spec's shape: a string or number code, a string detail, an optional object meta. */
function errorDetailOf(value: unknown): ApiErrorDetail | undefined {
  if (!isRecord(value)) return undefined;
  const { code, detail, meta } = value;
  if ((typeof code !== 'string' && typeof code !== 'number') || typeof detail !== 'string') return undefined;
  if (meta !== undefined && !isRecord(meta)) return undefined;
  // Only the known fields, as a zod object would keep them.
  return meta === undefined ? { code, detail } : { code, detail, meta };
}

/**
 * The spec's error body (S2 §3 "Error objects": `{ errors: [{ code, detail, meta? }] }`, at least one error), or
 * undefined for anything else. A guard, not a schema: every failed call reads it, so it must not wait for a chunk
 * (apiErrorBodySchema in site-config.schema.ts is the same shape for the server and its tests).
 */
export function apiErrorBodyOf(body: unknown): ApiErrorBody | undefined {
  if (!isRecord(body) || !Array.isArray(body.errors) || body.errors.length === 0) return undefined;
  const errors: ApiErrorDetail[] = [];
  for (const item of body.errors as unknown[]) {
    const detail = errorDetailOf(item);
    if (!detail) return undefined;
    errors.push(detail);
  }
  return { errors };
}

/** JSON-API error details joined for display (spec: S2 §8). */
export function joinErrorDetails(body: unknown, delimiter = '; '): string | undefined {
  return apiErrorBodyOf(body)?.errors.map((e) => e.detail).join(delimiter);
}
