import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A second site whose reference API starts with these site config fields (env API_SITE_CONFIG), for one test file. */
export interface ConfiguredServer {
  baseURL: string;
  stop(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts the built site on its own port with `siteConfig` over the seeded config: the suite's shared server keeps the
 * seeded operator, so tests running beside these never see another config. `slot` keeps parallel workers apart.
 */
export async function startConfiguredServer(siteConfig: Record<string, unknown>, slot: number): Promise<ConfiguredServer> {
  const port = Number(process.env.E2E_PORT ?? 3100) + 40 + slot;
  const baseURL = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', API_TEST_HOOKS: '1', API_SITE_CONFIG: JSON.stringify(siteConfig), RENDER_WORKERS: '1', API_SPORTS_LIVE: '0' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Generous: on a busy 2-core machine the build, PGlite and two render workers can take a while to come up.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`configured server exited: ${stderr.slice(-2000)}`);
    try {
      if ((await fetch(`${baseURL}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`configured server did not start in 150 s: ${stderr.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
