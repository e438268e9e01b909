import type { ApiErrorBody } from '@bf/api-client/schemas/site-config';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ApiErrorItem = ApiErrorBody['errors'][number];

/** A refusal answered in the spec's error shape (spec §3 "Error objects"); thrown by handlers, rendered by `onError`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errors: ApiErrorItem[],
    /** Fields the body carries beside `errors`, e.g. `exception_code` of the 451 terms refusal (spec S2 §7). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(errors.map((error) => error.detail).join('; '));
  }

  /** A 400 for input that failed validation. */
  static badRequest(code: string, detail: string): ApiError {
    return new ApiError(400, [{ code, detail }]);
  }
}
