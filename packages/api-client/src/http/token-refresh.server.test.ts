import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createHttpClient } from '@bf/api-client/http';
import { ApiError } from '@bf/api-client/errors';
import { freshToken } from '../testing/fake-api.ts';

// A tiny real HTTP server on loopback: it answers 401 until a token it issued through the token call is
// presented, so the client's refresh runs over real sockets and real concurrency.

type Mode = 'normal' | 'refresh-fails' | 'always-401' | 'refresh-401';

const STALE = freshToken('revoked');
const state = { mode: 'normal' as Mode, issued: new Set<string>(), refreshes: 0, attempts: new Map<string, number>() };
let server: Server;
let baseUrl: string;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/web-api/user/gettoken') {
    state.refreshes++;
    if (state.mode === 'refresh-fails') return send(res, 503, { errors: [{ code: 'down', detail: 'Token service down' }] });
    if (state.mode === 'refresh-401') return send(res, 401, { errors: [{ code: 'unauthorized', detail: 'No session' }] });
    const token = freshToken(`issued-${state.refreshes}`);
    state.issued.add(token);
    // Answer a little later so that many requests are waiting on the same refresh.
    return void setTimeout(() => send(res, 200, { data: { token } }), 20);
  }
  if (url.pathname === '/web-api/private') {
    const id = url.searchParams.get('id') ?? '?';
    state.attempts.set(id, (state.attempts.get(id) ?? 0) + 1);
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (state.mode !== 'always-401' && state.issued.has(token)) return send(res, 200, { ok: true, id });
    return send(res, 401, { errors: [{ code: 'unauthorized', detail: 'Token refused' }] });
  }
  send(res, 404, { errors: [{ code: 'not_found', detail: 'Not found' }] });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  Object.assign(state, { mode: 'normal', issued: new Set<string>(), refreshes: 0, attempts: new Map<string, number>() });
});

const okSchema = z.object({ ok: z.literal(true), id: z.string() });
const client = (hooks = {}) => createHttpClient({ baseUrl, hooks: { getToken: () => STALE, getDeviceId: () => 'device-1', ...hooks } });
const fifty = (http: ReturnType<typeof client>) => Array.from({ length: 50 }, (_, i) => http.request({ path: '/web-api/private', query: { id: String(i) }, schema: okSchema, auth: true }));

describe('token refresh against a real HTTP server', () => {
  it('50 concurrent requests that get 401 cause exactly one token refresh, and all succeed', async () => {
    const onTokenRefreshed = vi.fn();
    const results = await Promise.all(fifty(client({ onTokenRefreshed })));
    expect(results.map((r) => r.id)).toEqual(Array.from({ length: 50 }, (_, i) => String(i)));
    expect(state.refreshes).toBe(1);
    expect(onTokenRefreshed).toHaveBeenCalledTimes(1);
    expect([...state.attempts.values()].every((n) => n === 2)).toBe(true);
  });

  it('a failing refresh rejects all 50 without a second refresh', async () => {
    state.mode = 'refresh-fails';
    const results = await Promise.allSettled(fifty(client()));
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError && r.reason.statusCode === 401)).toBe(true);
    expect(state.refreshes).toBe(1);
    expect([...state.attempts.values()].every((n) => n === 1)).toBe(true);
  });

  it('retries are bounded: a server that always answers 401 gets at most 1 + 3 attempts per request', async () => {
    state.mode = 'always-401';
    const results = await Promise.allSettled(fifty(client()));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(state.attempts.size).toBe(50);
    expect(Math.max(...state.attempts.values())).toBeLessThanOrEqual(4);
  });

  it('the refresh call is never itself refreshed', async () => {
    state.mode = 'refresh-401';
    await expect(client().request({ path: '/web-api/private', query: { id: 'a' }, schema: okSchema, auth: true })).rejects.toMatchObject({ statusCode: 401 });
    expect(state.refreshes).toBe(1);
  });
});
