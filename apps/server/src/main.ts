import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApi } from '@bf/api';
import { createServer } from './create-server.ts';
import { analyticsVendorOrigins } from './security-headers.ts';

// `npm start`: the whole site with the reference API and demo data on one origin.
const port = Number(process.env.PORT ?? 3000);
const apiUpstream = process.env.API_UPSTREAM || undefined;
const api = apiUpstream ? undefined : await createApi({ dataDir: process.env.API_DATA_DIR || undefined, databaseUrl: process.env.DATABASE_URL || undefined });
const site = await createServer({
  port,
  apiUpstream,
  referenceApi: api?.app,
  isProduction: process.env.NODE_ENV !== 'development',
  renderCacheMs: Number(process.env.RENDER_CACHE_MS ?? 2000),
  renderWorkers: process.env.RENDER_WORKERS ? Number(process.env.RENDER_WORKERS) : undefined,
  assetBaseUrl: process.env.ASSET_BASE_URL || undefined,
  analyticsVendorOrigins: analyticsVendorOrigins(process.env.ANALYTICS_VENDOR_ORIGINS),
  testHooks: process.env.API_TEST_HOOKS === '1',
});
const server = serve({ fetch: site.app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
  console.log(`Site on http://localhost:${info.port} (${apiUpstream ? `API proxied to ${apiUpstream}` : 'reference API and demo data'})`);
});
// Idle keep-alive connections stay open longer than the clients in front keep theirs (proxies and load balancers
// commonly 60 s): with Node's 5 s default, a client reusing a connection just as the server closed it gets a reset
// instead of an answer (seen as ECONNRESET on an API call made 7 s after the previous one).
const httpServer = server as Server;
httpServer.keepAliveTimeout = 65_000;
httpServer.headersTimeout = 66_000;

// Graceful shutdown: stop taking connections, let in-flight requests finish, then close renderers and the database.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await site.close();
    await api?.close();
    process.exit(0);
  });
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
