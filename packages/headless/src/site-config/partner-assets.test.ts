import { describe, expect, it } from 'vitest';
import { assetOrigin, partnerAssets, safeAssetBase } from '@bf/headless/site-config';

describe('partner stylesheet and icon set (CONST-009..011)', () => {
  it('links stylesheet 2.3.230 and icon set 1.0.637 from the site\'s own path by default', () => {
    expect(partnerAssets({})).toEqual({
      stylesheetVersion: '2.3.230',
      iconsVersion: '1.0.637',
      stylesheetUrl: '/partner-assets/ui/2.3.230/partner.css',
      iconsUrl: '/partner-assets/icons/1.0.637/',
    });
  });

  it('loads them from a configured CDN base, the icon set in the cookie\'s version', () => {
    const assets = partnerAssets({ assetBase: 'https://cdn.example/brand/', iconsVersion: '1.0.700' });
    expect(assets.stylesheetUrl).toBe('https://cdn.example/brand/ui/2.3.230/partner.css');
    expect(assets.iconsUrl).toBe('https://cdn.example/brand/icons/1.0.700/');
    expect(assetOrigin('https://cdn.example/brand/')).toBe('https://cdn.example');
  });

  it('keeps the site\'s own path when the config asks for a flexible asset path', () => {
    expect(partnerAssets({ assetBase: 'https://cdn.example', isFlexibleAssetPath: true }).stylesheetUrl).toBe('/partner-assets/ui/2.3.230/partner.css');
  });

  it('refuses a base that is not https or a path of this site, and a malformed icons version', () => {
    for (const bad of ['http://cdn.example', 'javascript:alert(1)', '//evil.example', 'https://u:p@cdn.example', '/a/../b']) expect(safeAssetBase(bad), bad).toBeUndefined();
    expect(partnerAssets({ iconsVersion: '1.0.637"><x' }).iconsVersion).toBe('1.0.637');
  });
});
