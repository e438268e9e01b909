import type { KeyValueStorage } from '../env/browser-storage.ts';
import type { AnalyticsEventCode, FlowEventCode } from './analytics-events.ts';

/** Any event code: a spec number (1000, 1247…), a flow step ('login.attempt'…), or a later module's own. */
export type EventCode = AnalyticsEventCode | FlowEventCode | number | string;

/** One tracked event as vendors receive it. */
export interface AnalyticsEvent {
  code: EventCode;
  payload: Readonly<Record<string, unknown>>;
  /** Epoch ms when it was tracked. */
  at: number;
}

/** A receiver of events: tag manager, tracking queue, goal counter, pixels, internal collector (spec: S2 §7; ANLT-001). */
export type AnalyticsVendor = (event: AnalyticsEvent) => void;

/** Attempts of a flow kept across reloads: how many, and when the last one was (spec: S2 §4, §9; ANLT-023). */
export interface AttemptCounter {
  count: number;
  lastCallAt: number;
}

/** How long the registration attempt counter lives in storage: 24 hours (spec: S2 §9 "Analytics storage 24 hours"). */
export const ANALYTICS_STORAGE_MS = 24 * 60 * 60 * 1000;
/** Storage key of the registration attempt counter. */
export const REGISTRATION_ATTEMPTS_KEY = 'bf_analytics_registration_attempts';
/** Events kept while analytics has not started or has no vendor yet; older ones are dropped first. */
export const ANALYTICS_QUEUE_LIMIT = 200;

export interface AnalyticsOptions {
  /** Where the registration attempt counter is kept; null keeps it for this page only. */
  storage?: (KeyValueStorage & { removeItem?(key: string): void }) | null;
  now?: () => number;
  /** Where bad analytics values are reported (logged only, spec: S2 §8; ANLT-027). */
  logError?: (message: string, value: unknown) => void;
  /** The event codes this app tracks; given, any other code is logged ("bad analytics type") and dropped (S2 §8). */
  knownCodes?: ReadonlySet<EventCode>;
}

/** The one analytics module: every event of the app goes through `track`. */
export interface Analytics {
  /** Tracks an event: queued until analytics starts, then handed to every vendor. */
  track(code: EventCode, payload?: Record<string, unknown>): void;
  /** Events not yet delivered. */
  pending(): readonly AnalyticsEvent[];
  /** Every event tracked on this page, delivered or not (for tests and the debug page). */
  history(): readonly AnalyticsEvent[];
  /** Wires a vendor; it receives the queue once analytics has started. Returns the unwire. */
  addVendor(vendor: AnalyticsVendor): () => void;
  /** Starts delivering (spec: S2 §7, 10000 ms after load, 0 on registration pages; ANLT-015). */
  start(): void;
  isStarted(): boolean;
  /** Marketing consent withdrawn: undelivered events are dropped and the stored registration counter removed. */
  forget(): void;
  /** Counts a registration attempt and stamps the time; the counter lives 24 h in storage (ANLT-023). */
  countRegistrationAttempt(): AttemptCounter;
  /** The registration attempt counter, or a zero one when none is stored or it is older than 24 h. */
  registrationAttempts(): AttemptCounter;
  /** Registration done: the counter and its time are reset (ANLT-024). */
  resetRegistrationAttempts(): void;
  /** Counts a login click (ANLT-018); `resetLoginAttempts` on success (ANLT-019). */
  countLoginAttempt(): number;
  resetLoginAttempts(): void;
  /** Counts a password-recovery attempt; success resets it (ANLT-026). */
  countRecoveryAttempt(): number;
  resetRecoveryAttempts(): void;
  /** True when `value` is one of `allowed`; otherwise logs "bad analytics <kind>" and answers false (ANLT-027). */
  checkValue<T>(kind: string, value: unknown, allowed: readonly T[]): value is T;
}

const ZERO: AttemptCounter = Object.freeze({ count: 0, lastCallAt: 0 });

function parseCounter(raw: string | null, nowMs: number): AttemptCounter {
  if (!raw) return ZERO;
  try {
    const value = JSON.parse(raw) as Partial<AttemptCounter>;
    if (typeof value.count !== 'number' || typeof value.lastCallAt !== 'number' || !Number.isFinite(value.count) || value.count < 0) return ZERO;
    // spec: S2 §9, analytics storage lasts 24 hours from the last call.
    if (nowMs - value.lastCallAt >= ANALYTICS_STORAGE_MS || value.lastCallAt > nowMs) return ZERO;
    return { count: Math.floor(value.count), lastCallAt: value.lastCallAt };
  } catch {
    return ZERO;
  }
}

/**
 * Makes the analytics module: a queue that vendors are wired to later, and the flow counters. No module
 * state: the app makes one per render root (STYLE: a fresh store per request).
 */
export function createAnalytics({ storage = null, now = Date.now, logError = (message, value) => console.error(message, value), knownCodes }: AnalyticsOptions = {}): Analytics {
  const vendors = new Set<AnalyticsVendor>();
  const all: AnalyticsEvent[] = [];
  let queue: AnalyticsEvent[] = [];
  let started = false;
  let loginAttempts = 0;
  let recoveryAttempts = 0;
  let memoryCounter: string | null = null;

  const readRaw = () => {
    try {
      return storage ? storage.getItem(REGISTRATION_ATTEMPTS_KEY) : memoryCounter;
    } catch {
      return null;
    }
  };
  const writeRaw = (value: string | null) => {
    if (!storage) {
      memoryCounter = value;
      return;
    }
    try {
      if (value === null) {
        if (storage.removeItem) storage.removeItem(REGISTRATION_ATTEMPTS_KEY);
        else storage.setItem(REGISTRATION_ATTEMPTS_KEY, '');
      } else storage.setItem(REGISTRATION_ATTEMPTS_KEY, value);
    } catch {
      // Storage full or blocked: the counter lives for this page only.
      memoryCounter = value;
    }
  };

  const deliver = (event: AnalyticsEvent) => {
    for (const vendor of vendors) {
      try {
        vendor(event);
      } catch (error) {
        logError('analytics vendor failed', error);
      }
    }
  };
  const flush = () => {
    if (!started || vendors.size === 0) return;
    const events = queue;
    queue = [];
    for (const event of events) deliver(event);
  };

  return {
    track(code, payload = {}) {
      // spec: S2 §8, a bad analytics type is logged only.
      if (knownCodes && !knownCodes.has(code)) return void logError('bad analytics type', code);
      const event: AnalyticsEvent = { code, payload: { ...payload }, at: now() };
      all.push(event);
      if (all.length > ANALYTICS_QUEUE_LIMIT) all.shift();
      queue.push(event);
      if (queue.length > ANALYTICS_QUEUE_LIMIT) queue.shift();
      flush();
    },
    pending: () => queue,
    history: () => all,
    addVendor(vendor) {
      vendors.add(vendor);
      flush();
      return () => void vendors.delete(vendor);
    },
    start() {
      started = true;
      flush();
    },
    isStarted: () => started,
    forget() {
      queue = [];
      writeRaw(null);
    },
    countRegistrationAttempt() {
      const at = now();
      const counter = { count: parseCounter(readRaw(), at).count + 1, lastCallAt: at };
      writeRaw(JSON.stringify(counter));
      return counter;
    },
    registrationAttempts: () => parseCounter(readRaw(), now()),
    resetRegistrationAttempts: () => writeRaw(null),
    countLoginAttempt: () => ++loginAttempts,
    resetLoginAttempts: () => void (loginAttempts = 0),
    countRecoveryAttempt: () => ++recoveryAttempts,
    resetRecoveryAttempts: () => void (recoveryAttempts = 0),
    checkValue<T>(kind: string, value: unknown, allowed: readonly T[]): value is T {
      if (allowed.includes(value as T)) return true;
      logError(`bad analytics ${kind}`, value);
      return false;
    },
  };
}
