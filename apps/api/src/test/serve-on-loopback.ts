import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Api } from '../create-api.ts';

/** One request the server received: method, path and query. */
export interface Hit {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
}

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>`. */
  baseUrl: string;
  /** Every request the server received, in order (counted server-side, before the API answers). */
  hits: Hit[];
  /** How many received requests match `path` (and, if given, every query pair of `query`). */
  count(path: string, query?: Record<string, string>): number;
  /** Milliseconds the server waits before answering a path (a slow back end); empty by default. */
  delays: Map<string, number>;
  close(): Promise<void>;
}

/** Serves the reference API over real HTTP on loopback, port 0, recording each request it receives. */
export async function serveOnLoopback(api: Api): Promise<LoopbackServer> {
  const hits: Hit[] = [];
  const delays = new Map<string, number>();
  let server: ServerType | undefined;
  const port = await new Promise<number>((resolve) => {
    server = serve(
      {
        fetch: async (request, env) => {
          const url = new URL(request.url);
          hits.push({ method: request.method, path: url.pathname, query: url.searchParams, headers: request.headers });
          const delay = delays.get(url.pathname);
          if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
          return api.app.fetch(request, env);
        },
        hostname: '127.0.0.1',
        port: 0,
      },
      (info: AddressInfo) => resolve(info.port),
    );
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    hits,
    delays,
    count: (path, query = {}) => hits.filter((hit) => hit.path === path && Object.entries(query).every(([key, value]) => hit.query.get(key) === value)).length,
    close: () =>
      new Promise<void>((resolve, reject) => {
        const s = server as ServerType & { closeAllConnections?: () => void };
        s.closeAllConnections?.();
        s.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
