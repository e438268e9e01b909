export { createSiteConfigCache, configTtlMs } from './site-config-cache.ts';
export type { SiteConfigCache, SiteConfigCacheOptions } from './site-config-cache.ts';
export { FALLBACK_SITE_CONFIG } from './fallback-site-config.ts';
export { isMaintenanceActive, isMaintenanceNoticeActive, parseMaintenanceDate } from './maintenance.ts';
export type { SiteConfig } from '@bf/api-client/bff';
export { brandBookCss, pxToEm } from './brand-book.ts';
export { UI_STYLESHEET_VERSION, DEFAULT_ICONS_VERSION, LOCAL_ASSET_BASE, partnerAssets, safeAssetBase, assetOrigin } from './partner-assets.ts';
export type { PartnerAssets } from './partner-assets.ts';
export type { BrandBookEntry } from './brand-book.ts';
