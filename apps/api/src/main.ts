import { serve } from '@hono/node-server';
import { createApi } from './create-api.ts';
import { readApiEnv } from './env.ts';

/** Standalone reference API: `node --import tsx apps/api/src/main.ts`, port from env `API_PORT` (3001). */
const { port } = readApiEnv();
const api = await createApi();

const server = serve({ fetch: api.app.fetch, port }, (info) => {
  console.log(`[api] listening on http://localhost:${info.port}`);
});

function shutdown(signal: string): void {
  console.log(`[api] ${signal}: finishing open requests`);
  // Stop accepting, let open requests finish, then close the database.
  server.close(() => {
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[api] closing the database failed', error);
        process.exit(1);
      },
    );
  });
  // A client holding a connection open must not keep the process alive forever.
  setTimeout(() => process.exit(1), 10_000).unref();
}

process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
