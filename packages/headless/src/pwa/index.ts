export { SERVICE_WORKER_URL, MANIFEST_URL, OFFLINE_URL, TOUCH_ICON_SIZES, DEFAULT_THEME_COLOR, touchIconUrl, safeThemeColor, pwaSettings, webManifest, pwaHeadTags, cacheDecision } from './pwa-rules.ts';
export type { PwaSettings, CacheDecision } from './pwa-rules.ts';
export { serviceWorkerSource, offlinePageHtml, OFFLINE_STYLE, SERVICE_WORKER_CACHE } from './service-worker.ts';
export type { OfflineTexts } from './service-worker.ts';
export { usePwa } from './use-pwa.ts';
