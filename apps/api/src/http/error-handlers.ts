import type { ApiErrorBody } from '@bf/api-client/schemas/site-config';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError } from './api-error.ts';

function errorBody(code: string, detail: string): ApiErrorBody {
  return { errors: [{ code, detail }] };
}

/** Every failure leaves in the spec's error shape; only a bug (never bad input) becomes a 500. */
export const handleError: ErrorHandler = (error, c) => {
  if (error instanceof ApiError) return c.json({ ...error.extra, errors: error.errors }, error.status);
  // Hono's own refusals, e.g. the body limit's 413.
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(errorBody(`http_${error.status}`, error.message || 'Request refused'), error.status);
  }
  console.error('[api] unhandled error', c.req.method, c.req.path, error);
  return c.json(errorBody('internal_error', 'Internal server error'), 500);
};

/** Unknown path: 404 in the error shape. */
export const handleNotFound: NotFoundHandler = (c: Context) =>
  c.json(errorBody('not_found', `No route for ${c.req.method} ${c.req.path.slice(0, 200)}`), 404);
