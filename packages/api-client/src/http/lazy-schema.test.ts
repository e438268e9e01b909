import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { createHttpClient, NETWORK_ERROR_STATUS, type LazySchema } from '@bf/api-client/http';
import { ApiError, apiErrorBodyOf, joinErrorDetails } from '@bf/api-client/errors';
import { apiErrorBodySchema } from '@bf/api-client/schemas/site-config';
import { createBettingApi } from '@bf/api-client/betting/api';
import { createGoogleOneTapApi } from '@bf/api-client/social/google-one-tap';

// Issue 10: API answers stay checked by zod, but the schema loads with the call (a LazySchema), so no validator is in
// the first-load JS. The same answer gives the same result (or the same ApiError) either way.

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const answering = (body: unknown, baseUrl = 'http://api.test') => createHttpClient({ baseUrl, fetch: async () => json(body) });

const pointSchema = z.object({ x: z.int(), label: z._default(z.string(), 'none') });
const lazyPoint: LazySchema<z.infer<typeof pointSchema>> = () => Promise.resolve(pointSchema);
const errorOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('a lazy schema', () => {
  it('parses a good answer exactly as the schema given at once does (defaults applied)', async () => {
    const http = answering({ x: 3, extra: true });
    expect(await http.getJson('/p', lazyPoint)).toEqual({ x: 3, label: 'none' });
    expect(await http.getJson('/p', lazyPoint)).toEqual(await http.getJson('/p', pointSchema));
  });

  it('turns a malformed answer into the same ApiError 502 naming the path and the field', async () => {
    const http = answering({ x: 'three' });
    const lazy = await errorOf(http.getJson('/p', lazyPoint));
    const eager = await errorOf(http.getJson('/p', pointSchema));
    expect(lazy).toBeInstanceOf(ApiError);
    expect(lazy).toMatchObject({ statusCode: 502, message: (eager as ApiError).message });
    expect((lazy as ApiError).message).toMatch(/^Unexpected response from \/p \(x: /);
  });

  it('validates on the server render too (absolute base URL, as SSR calls the API)', async () => {
    const http = answering({ x: 1.5 }, 'http://127.0.0.1:3000');
    await expect(http.request({ path: '/p', schema: lazyPoint })).rejects.toMatchObject({ statusCode: 502 });
  });

  it('fails the call as a network error (status 0) when the schema module cannot load', async () => {
    const http = answering({ x: 1 });
    const unreachable: LazySchema<unknown> = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(http.getJson('/p', unreachable)).rejects.toMatchObject({ statusCode: NETWORK_ERROR_STATUS });
  });

  it('is what the service modules use: a feed answer and a One Tap answer are still checked', async () => {
    await expect(createBettingApi(answering({ sports: 'none' })).getSports('en')).rejects.toMatchObject({ statusCode: 502 });
    await expect(createGoogleOneTapApi(answering({ clientId: '' })).getClientId()).rejects.toMatchObject({ statusCode: 502 });
    expect(await createGoogleOneTapApi(answering({ clientId: 'abc.apps' })).getClientId()).toBe('abc.apps');
  });
});

describe('the error body guard', () => {
  it('reads the spec error shape: code (string or number), detail, optional object meta; at least one error', () => {
    expect(apiErrorBodyOf({ errors: [{ code: 1, detail: 'Bad lang', extra: 1 }, { code: 'odds_changed', detail: 'x', meta: { coef: 2.5 } }] })).toEqual({
      errors: [{ code: 1, detail: 'Bad lang' }, { code: 'odds_changed', detail: 'x', meta: { coef: 2.5 } }],
    });
    for (const bad of [undefined, null, 'x', [], { errors: [] }, { errors: {} }, { errors: [{ code: true, detail: 'x' }] }, { errors: [{ code: 1 }] }, { errors: [{ code: 1, detail: 'x', meta: [1] }] }]) {
      expect(apiErrorBodyOf(bad)).toBeUndefined();
    }
    expect(joinErrorDetails({ errors: [{ code: 1, detail: 'a' }, { code: 2, detail: 'b' }] })).toBe('a; b');
  });

  it('agrees with the zod schema of the same shape on any JSON (property)', () => {
    const detail = fc.record({ code: fc.oneof(fc.string(), fc.integer(), fc.boolean()), detail: fc.oneof(fc.string(), fc.integer()), meta: fc.oneof(fc.constant(undefined), fc.dictionary(fc.string(), fc.jsonValue()), fc.array(fc.integer())) }, { requiredKeys: [] });
    const body = fc.oneof(fc.jsonValue(), fc.record({ errors: fc.oneof(fc.array(detail, { maxLength: 3 }), fc.jsonValue()) }));
    fc.assert(
      fc.property(body, (input) => {
        const parsed = apiErrorBodySchema.safeParse(input);
        expect(apiErrorBodyOf(input)).toEqual(parsed.success ? parsed.data : undefined);
      }),
    );
  });
});
