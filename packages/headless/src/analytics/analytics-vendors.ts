import type { CollectorBatch, CollectorRecord } from '@bf/api-client/analytics';
import type { DataLayer } from '../env/data-layer.ts';
import type { AnalyticsEvent, AnalyticsVendor } from './analytics.ts';

const SLOT_KEY = /^[A-Za-z0-9_.-]{1,40}$/;
const MAX_TEXT = 500;

/**
 * An event as the internal collector stores it: its id (a spec code such as 10000, or a flow step) and its payload
 * split into string, integer and float slots (spec: S2 §7; ANLT-002). Booleans go in the integer slots as 0/1, lists
 * of strings as one comma-joined string; anything else (objects, bad keys) is left out.
 */
export function toCollectorRecord(event: AnalyticsEvent, page: string): CollectorRecord {
  const record: CollectorRecord = { id: event.code, at: Math.round(event.at), page: page.slice(0, MAX_TEXT), str: {}, int: {}, float: {} };
  for (const [key, value] of Object.entries(event.payload)) {
    if (!SLOT_KEY.test(key)) continue;
    if (typeof value === 'string') record.str[key] = value.slice(0, MAX_TEXT);
    else if (typeof value === 'boolean') record.int[key] = value ? 1 : 0;
    else if (typeof value === 'number' && Number.isFinite(value)) {
      if (Number.isSafeInteger(value)) record.int[key] = value;
      else record.float[key] = value;
    } else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) record.str[key] = value.join(',').slice(0, MAX_TEXT);
  }
  return record;
}

/** How long the collector gathers events before one call, and how many one call carries. */
export const COLLECTOR_BATCH_MS = 500;
export const COLLECTOR_BATCH_SIZE = 50;

export interface CollectorVendorOptions {
  send(batch: CollectorBatch): Promise<void>;
  /** The page the event belongs to (path and query). */
  page(): string;
  logError(message: string, value: unknown): void;
  setTimer?: (run: () => void, ms: number) => unknown;
}

/** The internal collector as a vendor: events gathered for 500 ms, then sent in calls of at most 50; a failed call is logged only. */
export function createCollectorVendor({ send, page, logError, setTimer = (run, ms) => setTimeout(run, ms) }: CollectorVendorOptions): AnalyticsVendor & { flush(): void } {
  let batch: CollectorRecord[] = [];
  let isScheduled = false;
  const flush = () => {
    isScheduled = false;
    while (batch.length > 0) {
      const records = batch.slice(0, COLLECTOR_BATCH_SIZE);
      batch = batch.slice(COLLECTOR_BATCH_SIZE);
      send({ records }).catch((error: unknown) => logError('analytics collector failed', error));
    }
  };
  const vendor = (event: AnalyticsEvent) => {
    batch.push(toCollectorRecord(event, page()));
    if (!isScheduled) {
      isScheduled = true;
      setTimer(flush, COLLECTOR_BATCH_MS);
    }
  };
  return Object.assign(vendor, { flush });
}

/** The tag manager as a vendor: each event pushed to the data layer as `{ event: 'bf', code, ...payload }`. */
export function createDataLayerVendor(dataLayer: DataLayer): AnalyticsVendor {
  return (event) => void dataLayer.push({ event: 'bf', code: event.code, ...event.payload });
}

export { consentUpdate } from './consent-update.ts';
