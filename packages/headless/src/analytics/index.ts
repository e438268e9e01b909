// Analytics: one module every event goes through (spec: S2 §4, §7; ANLT-*).
export { createAnalytics, ANALYTICS_STORAGE_MS, REGISTRATION_ATTEMPTS_KEY, ANALYTICS_QUEUE_LIMIT } from './analytics.ts';
export type { Analytics, AnalyticsEvent, AnalyticsVendor, AnalyticsOptions, AttemptCounter, EventCode } from './analytics.ts';
export { ANALYTICS_EVENT, FLOW_EVENT, PAGE_EVENT, KNOWN_EVENT_CODES, ANALYTICS_START_DELAY_MS, analyticsStartDelayMs, classifyLoginFieldError } from './analytics-events.ts';
export type { AnalyticsEventCode, FlowEventCode, LoginFieldErrorClass } from './analytics-events.ts';
export { AnalyticsProvider, useAnalytics, useOptionalAnalytics, useTrackOnMount } from './analytics-provider.tsx';
export type { AnalyticsProviderProps } from './analytics-provider.tsx';
export { toCollectorRecord, createCollectorVendor, createDataLayerVendor, consentUpdate, COLLECTOR_BATCH_MS, COLLECTOR_BATCH_SIZE } from './analytics-vendors.ts';
export type { CollectorVendorOptions } from './analytics-vendors.ts';
export { reportWebVitals, WEB_VITALS_REPORT_MS, WEB_VITALS_EVENT } from './web-vitals.ts';
export type { WebVitalsModule, WebVitalsOptions } from './web-vitals.ts';
