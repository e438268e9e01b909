import { Worker } from 'node:worker_threads';

export interface RenderRequest {
  urlOriginal: string;
  headersOriginal: Record<string, string>;
  cspNonce: string;
}

export interface RenderResponse {
  status: number;
  headers: [string, string][];
  body: string;
}

interface Pending {
  resolve(response: RenderResponse): void;
  timer: NodeJS.Timeout;
}

const UNAVAILABLE: RenderResponse = { status: 503, headers: [['Retry-After', '5']], body: '' };

/**
 * A renderer in a worker thread for one built app. A request that outlives the timeout or a crashed worker
 * answers 503; a crashed worker is started again.
 */
export class Renderer {
  private worker!: Worker;
  private ready!: Promise<void>;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private closing = false;

  constructor(
    private readonly serverEntry: string,
    private readonly env: Record<string, string>,
    private readonly timeoutMs = 15_000,
  ) {
    this.start();
  }

  private start(): void {
    const workerUrl = new URL('./render-worker.mjs', import.meta.url);
    this.worker = new Worker(workerUrl, { workerData: { serverEntry: this.serverEntry }, env: { ...process.env, ...this.env } });
    this.ready = new Promise((resolve, reject) => {
      const onMessage = (message: { ready?: boolean }) => {
        if (message.ready) {
          this.worker.off('message', onMessage);
          resolve();
        }
      };
      this.worker.on('message', onMessage);
      this.worker.once('error', reject);
    });
    this.worker.on('message', (message: RenderResponse & { id?: number }) => {
      if (message.id === undefined) return;
      const entry = this.pending.get(message.id);
      if (!entry) return;
      clearTimeout(entry.timer);
      this.pending.delete(message.id);
      entry.resolve({ status: message.status, headers: message.headers, body: message.body });
    });
    this.worker.on('error', (error) => console.error('renderer crashed', error));
    this.worker.on('exit', () => {
      for (const [id, entry] of this.pending) {
        clearTimeout(entry.timer);
        entry.resolve(UNAVAILABLE);
        this.pending.delete(id);
      }
      if (!this.closing) this.start();
    });
  }

  /** Renders sent and not answered yet. */
  get inFlight(): number {
    return this.pending.size;
  }

  /** Resolves once the app's build is loaded. */
  whenReady(): Promise<void> {
    return this.ready;
  }

  async render(request: RenderRequest): Promise<RenderResponse> {
    await this.ready;
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        resolve(UNAVAILABLE);
      }, this.timeoutMs);
      this.pending.set(id, { resolve, timer });
      this.worker.postMessage({ id, ...request });
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.worker.terminate();
  }
}

/**
 * Several renderers of one app: each request goes to the worker with the fewest renders in flight, so a server
 * with more than one core renders on all of them (one worker renders on one core at a time).
 */
export class RendererPool {
  private readonly renderers: Renderer[];

  constructor(serverEntry: string, env: Record<string, string>, size: number) {
    this.renderers = Array.from({ length: Math.max(1, Math.floor(size) || 1) }, () => new Renderer(serverEntry, env));
  }

  whenReady(): Promise<void> {
    return Promise.all(this.renderers.map((r) => r.whenReady())).then(() => undefined);
  }

  render(request: RenderRequest): Promise<RenderResponse> {
    let chosen = this.renderers[0]!;
    for (const renderer of this.renderers) if (renderer.inFlight < chosen.inFlight) chosen = renderer;
    return chosen.render(request);
  }

  async close(): Promise<void> {
    await Promise.all(this.renderers.map((r) => r.close()));
  }
}
