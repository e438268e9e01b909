// Analytics: one module every event goes through (spec: S2 §4, §7; ANLT-*).
export { createAnalytics, ANALYTICS_STORAGE_MS, REGISTRATION_ATTEMPTS_KEY, ANALYTICS_QUEUE_LIMIT } from './analytics.ts';
export type { Analytics, AnalyticsEvent, AnalyticsVendor, AnalyticsOptions, AttemptCounter, EventCode } from './analytics.ts';
export { ANALYTICS_EVENT, FLOW_EVENT, ANALYTICS_START_DELAY_MS, analyticsStartDelayMs, classifyLoginFieldError } from './analytics-events.ts';
export type { AnalyticsEventCode, FlowEventCode, LoginFieldErrorClass } from './analytics-events.ts';
export { AnalyticsProvider, useAnalytics } from './analytics-provider.tsx';
export type { AnalyticsProviderProps } from './analytics-provider.tsx';
