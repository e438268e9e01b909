import { describe, expect, it } from 'vitest';
import { readApiEnv } from './env.ts';

describe('readApiEnv', () => {
  it('defaults to in-memory PGlite on port 3001 without test hooks', () => {
    expect(readApiEnv({})).toEqual({ port: 3001, testHooks: false });
  });

  it('reads the flags and treats blank values as unset', () => {
    expect(readApiEnv({ API_PORT: '4000', API_TEST_HOOKS: '1', API_MAINTENANCE: '0', DATABASE_URL: '' })).toEqual({
      port: 4000,
      testHooks: true,
      maintenance: false,
    });
  });

  it('reads site config overrides as a JSON object', () => {
    expect(readApiEnv({ API_SITE_CONFIG: '{"isAccountMiddleware":true}' }).siteConfig).toEqual({ isAccountMiddleware: true });
    expect(readApiEnv({ API_SITE_CONFIG: '' }).siteConfig).toBeUndefined();
  });

  it('reads SITE_DOMAINS as hostnames with an optional port, the primary first, lower-cased and without repeats', () => {
    expect(readApiEnv({ SITE_DOMAINS: 'BF.example, mirror-1.bf.example:8443,bf.example,' }).siteDomains).toEqual(['bf.example', 'mirror-1.bf.example:8443']);
    expect(readApiEnv({ SITE_DOMAINS: '' }).siteDomains).toBeUndefined();
    for (const bad of ['https://bf.example', 'bf.example/x', 'bf.example:70000', ',', 'user@bf.example']) expect(() => readApiEnv({ SITE_DOMAINS: bad }), bad).toThrow(/SITE_DOMAINS/);
  });

  it('stops on a bad value, naming it', () => {
    expect(() => readApiEnv({ API_SITE_CONFIG: '{nope' })).toThrow(/API_SITE_CONFIG/);
    expect(() => readApiEnv({ API_SITE_CONFIG: '[1]' })).toThrow(/API_SITE_CONFIG/);
    expect(() => readApiEnv({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => readApiEnv({ API_TEST_HOOKS: 'yes' })).toThrow(/API_TEST_HOOKS/);
  });
});
