import { apiErrorBodySchema } from '../bff/site-config.schema.ts';

/** An error from a call: a message and a status code, 500 by default (spec: S1 §3 "Error object"). */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly details: { code: string | number; detail: string }[];
  constructor(message: string, statusCode = 500, details: { code: string | number; detail: string }[] = []) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.details = details;
  }
}

/** JSON-API error details joined for display (spec: S2 §8). */
export function joinErrorDetails(body: unknown, delimiter = '; '): string | undefined {
  const parsed = apiErrorBodySchema.safeParse(body);
  return parsed.success ? parsed.data.errors.map((e) => e.detail).join(delimiter) : undefined;
}
