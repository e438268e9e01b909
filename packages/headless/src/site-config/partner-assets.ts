/**
 * The partner's stylesheet and icon set (spec: S2 §7 "A stylesheet and icon set load from a CDN path", §9; RULES
 * CONST-009..011): versioned files under an asset base the operator configures. Pure: the renderer links them.
 */

/** UI stylesheet version (spec: S2 §9). */
export const UI_STYLESHEET_VERSION = '2.3.230';
/** Icon set version unless the `icons_version` cookie names another (spec: S2 §3, §9). */
export const DEFAULT_ICONS_VERSION = '1.0.637';
/** The site's own copy of the assets: used without a configured base, or when the site config asks for its own path. */
export const LOCAL_ASSET_BASE = '/partner-assets';

/** Where this page's partner assets come from. */
export interface PartnerAssets {
  stylesheetVersion: string;
  iconsVersion: string;
  /** The stylesheet the page links. */
  stylesheetUrl: string;
  /** The folder of the icon set (`<base>/icons/<version>/`); its sprite is `sprite.svg`. */
  iconsUrl: string;
}

/** An https origin with an optional path, or a path of this site; anything else (http, a script scheme, a `//host`) is refused. */
export function safeAssetBase(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const base = value.replace(/\/+$/, '');
  if (/^\/(?![/\\])[\w\-./]*$/.test(base) && !base.includes('..')) return base;
  try {
    const url = new URL(base);
    return url.protocol === 'https:' && !url.username && !url.password && !url.search && !url.hash ? `${url.origin}${url.pathname.replace(/\/+$/, '')}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The partner assets of a page: the configured base (`ASSET_BASE_URL`), unless the site config's isFlexibleAssetPath
 * asks for the site's own path or no valid base is set; the icon set in the cookie's version, else the default.
 */
export function partnerAssets({ assetBase, isFlexibleAssetPath = false, iconsVersion }: { assetBase?: string; isFlexibleAssetPath?: boolean; iconsVersion?: string }): PartnerAssets {
  const base = (!isFlexibleAssetPath && safeAssetBase(assetBase)) || LOCAL_ASSET_BASE;
  const icons = iconsVersion && /^\d{1,4}\.\d{1,4}\.\d{1,6}$/.test(iconsVersion) ? iconsVersion : DEFAULT_ICONS_VERSION;
  return {
    stylesheetVersion: UI_STYLESHEET_VERSION,
    iconsVersion: icons,
    stylesheetUrl: `${base}/ui/${UI_STYLESHEET_VERSION}/partner.css`,
    iconsUrl: `${base}/icons/${icons}/`,
  };
}

/** The origin a page's CSP must allow for a configured base; undefined for the site's own path. */
export function assetOrigin(assetBase: string | undefined): string | undefined {
  const base = safeAssetBase(assetBase);
  return base && !base.startsWith('/') ? new URL(base).origin : undefined;
}
