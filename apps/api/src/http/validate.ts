import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, type ApiErrorItem } from './api-error.ts';

/** Where input came from; it names the error code (`invalid_query`, `invalid_header`, `invalid_body`). */
export type InputSource = 'query' | 'header' | 'body' | 'path';

/** `input` checked by `schema`, or a 400 listing one error per problem (spec §8: details are joined for display). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, source: InputSource): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = result.error.issues.map(
    (issue): ApiErrorItem => ({
      code: `invalid_${source}`,
      detail: issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    }),
  );
  throw new ApiError(400, errors);
}

/** The request's JSON body checked by `schema`; a wrong content type or broken JSON is a 400, never a 500. */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json(?:\s*;|\s*$)/i.test(contentType)) {
    throw ApiError.badRequest('invalid_body', 'Expected Content-Type: application/json');
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw ApiError.badRequest('invalid_body', 'Body is not valid JSON');
  }
  return parseInput(schema, body, 'body');
}
