import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { httpGet } from './http.ts';

export interface RunningServer {
  origin: string;
  /** SIGTERM, then SIGKILL if the server has not exited after `graceMs`. Safe to call twice. */
  stop(graceMs?: number): Promise<void>;
}

/** Asks the OS for a free loopback port (a tiny race with other processes is acceptable for a bench). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('could not get a free port');
  return address.port;
}

/**
 * Starts the built site (`apps/server/src/main.ts`) as its own process, the way `npm run serve` does, and waits
 * until `/health` answers (3 min by default, BENCH_READY_MS: a shared machine can be that slow). The bench measures
 * the real server, not an in-process copy of it.
 */
export async function startServer(repoRoot: string, extraEnv: Record<string, string> = {}, readyTimeoutMs = Number(process.env.BENCH_READY_MS ?? 180_000)): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    // Production mode and loopback only, whatever the caller's shell says.
    env: { ...process.env, ...extraEnv, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  // Keep the tail of the server's output to explain a failed start; print nothing otherwise.
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(...chunk.toString().split('\n').filter(Boolean));
    log.splice(0, Math.max(0, log.length - 40));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const stop = async (graceMs = 10_000) => {
    if (hasExited) return;
    child.kill('SIGTERM');
    // ref: false, so a server that stops at once does not leave the bench waiting for this timer.
    const timer = delay(graceMs, undefined, { ref: false }).then(() => 'timeout' as const);
    if ((await Promise.race([exited, timer])) === 'timeout' && !hasExited) {
      child.kill('SIGKILL');
      await exited;
    }
  };

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (hasExited) throw new Error(`the server exited before it was ready:\n${log.join('\n')}`);
    if (Date.now() > deadline) {
      await stop(2_000);
      throw new Error(`the server did not answer /health within ${readyTimeoutMs} ms:\n${log.join('\n')}`);
    }
    const health = await httpGet(`${origin}/health`, { timeoutMs: 1_000 }).catch(() => undefined);
    if (health?.status === 200) return { origin, stop };
    await delay(150);
  }
}
