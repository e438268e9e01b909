import type { SiteConfig } from '@bf/api-client/bff';

/**
 * The operator's external block page, if the config names a usable one (spec: S2 §2 "a banned user's navigation is
 * redirected out to an external block page"; GUARD-026). Usable: an absolute https URL without credentials or port
 * whose host is one the operator lists in `externalHosts`, so a bad or tampered config value can never turn the ban
 * redirect into an open redirect. Undefined: the site's own block page stands.
 */
export function externalBlockPage(config: Pick<SiteConfig, 'externalBlockPageUrl' | 'externalHosts'>): string | undefined {
  const raw = config.externalBlockPageUrl;
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return undefined;
  const hosts = new Set((config.externalHosts ?? []).map((host) => host.toLowerCase()));
  return hosts.has(url.hostname) ? url.href : undefined;
}
