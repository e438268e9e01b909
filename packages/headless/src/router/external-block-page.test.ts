import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '@bf/api-client/bff';
import { guardRoute } from '@bf/headless/guard';
import { findRoute } from '@bf/headless/routes';
import { FALLBACK_SITE_CONFIG } from '@bf/headless/site-config';
import { externalBlockPage } from './external-block-page.ts';

const banned = { isSignedIn: true, banLevel: 30, userId: '1' };
const configured: SiteConfig = { ...FALLBACK_SITE_CONFIG, externalBlockPageUrl: 'https://block.operator.example/banned?from=site', externalHosts: ['block.operator.example'] };

function guard(routeId: string, path: string, config: SiteConfig) {
  return guardRoute({ route: findRoute(routeId), params: {}, url: new URL(path, 'http://site.test'), lng: 'en', config, cookies: {}, session: banned, isProduction: true });
}

describe('external block page (GUARD-026)', () => {
  it('sends a banned player out to the configured block page, unless the target allows a banned player', () => {
    expect(guard('promotions', '/en/promotions', configured)).toEqual({ kind: 'redirect', location: 'https://block.operator.example/banned?from=site', status: 302 });
    expect(guard('office-account', '/en/office/account', configured)).toMatchObject({ location: 'https://block.operator.example/banned?from=site' });
    expect(guard('block', '/en/block', configured)).toEqual({ kind: 'render' });
    expect(guard('maintenance', '/en/maintenance', { ...configured, maintenance: { ...configured.maintenance, isActive: true } })).toEqual({ kind: 'render' });
  });

  it('keeps the site’s own block page when none is configured or the configured one is not usable', () => {
    expect(guard('promotions', '/en/promotions', FALLBACK_SITE_CONFIG)).toMatchObject({ location: '/en/block' });
    const unusable = [
      { externalBlockPageUrl: 'http://block.operator.example/banned', externalHosts: ['block.operator.example'] },
      { externalBlockPageUrl: 'https://evil.example/banned', externalHosts: ['block.operator.example'] },
      { externalBlockPageUrl: 'https://block.operator.example.evil.example/', externalHosts: ['block.operator.example'] },
      { externalBlockPageUrl: 'https://block.operator.example@evil.example/', externalHosts: ['block.operator.example'] },
      { externalBlockPageUrl: 'https://user:pw@block.operator.example/', externalHosts: ['block.operator.example'] },
      { externalBlockPageUrl: 'https://block.operator.example:8443/', externalHosts: ['block.operator.example'] },
      { externalBlockPageUrl: 'javascript:alert(1)', externalHosts: ['block.operator.example'] },
      { externalBlockPageUrl: '//block.operator.example/', externalHosts: ['block.operator.example'] },
      { externalBlockPageUrl: 'https://block.operator.example/' },
    ];
    for (const extra of unusable) {
      expect(externalBlockPage(extra), extra.externalBlockPageUrl).toBeUndefined();
      expect(guard('promotions', '/en/promotions', { ...FALLBACK_SITE_CONFIG, ...extra }), extra.externalBlockPageUrl).toMatchObject({ location: '/en/block' });
    }
  });

  it('matches the listed host whatever its case in the URL', () => {
    expect(externalBlockPage({ externalBlockPageUrl: 'https://BLOCK.Operator.example/x', externalHosts: ['block.operator.example'] })).toBe('https://block.operator.example/x');
  });
});
