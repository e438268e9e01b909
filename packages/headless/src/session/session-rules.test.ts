import { describe, expect, it } from 'vitest';
import { autoLogoffMinutes, isSearchEngineBot, shellAuthConfig, MINIMUM_AGE } from '@bf/headless/session';
import { FALLBACK_SITE_CONFIG } from '@bf/headless/site-config';

describe('isSearchEngineBot (SESSION-005)', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
    'facebookexternalhit/1.1',
  ])('knows %s for a bot', (ua) => {
    expect(isSearchEngineBot(ua)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    '',
  ])('treats %j as a person', (ua) => {
    expect(isSearchEngineBot(ua)).toBe(false);
  });
});

describe('autoLogoffMinutes', () => {
  it('is the configured minutes when auto-logoff is on, 0 otherwise', () => {
    expect(autoLogoffMinutes({ isAutoLogoffEnable: true, autoLogoffInactiveMinutes: 30 })).toBe(30);
    expect(autoLogoffMinutes({ isAutoLogoffEnable: false, autoLogoffInactiveMinutes: 30 })).toBe(0);
    expect(autoLogoffMinutes({ isAutoLogoffEnable: true, autoLogoffInactiveMinutes: 0 })).toBe(0);
  });
});

describe('shellAuthConfig', () => {
  it('hands the browser settings only: no user data, the age at least 18', () => {
    const auth = shellAuthConfig({ ...FALLBACK_SITE_CONFIG, isAutoLogoffEnable: true, autoLogoffInactiveMinutes: 15, isAgeConfirmation: 21 });
    expect(auth.autoLogoffMinutes).toBe(15);
    expect(auth.minimumAge).toBe(21);
    expect(shellAuthConfig({ ...FALLBACK_SITE_CONFIG, isAgeConfirmation: null }).minimumAge).toBe(MINIMUM_AGE);
    expect(Object.keys(auth).sort()).toEqual(['abTestsAvailability', 'autoLogoffMinutes', 'currencies', 'defaultCurrency', 'googleOneTap', 'isCustomRegistration', 'isTermsPolling', 'isWidgetMode', 'minimumAge', 'registrationReminder', 'socialProviders']);
  });

  it('hands on the flags that open registration as a page, off when the config has none (AUTH-003)', () => {
    expect(shellAuthConfig(FALLBACK_SITE_CONFIG)).toMatchObject({ isCustomRegistration: false, isWidgetMode: false });
    expect(shellAuthConfig({ ...FALLBACK_SITE_CONFIG, isCustomRegistration: true, isWidgetMode: true })).toMatchObject({ isCustomRegistration: true, isWidgetMode: true });
  });

  it('hands on the registration reminder in seconds and minutes (AUTH-034)', () => {
    expect(shellAuthConfig({ ...FALLBACK_SITE_CONFIG, registrationReminder: { delay: 45, interval: 15 } }).registrationReminder).toEqual({ delaySeconds: 45, intervalMinutes: 15 });
    expect(shellAuthConfig(FALLBACK_SITE_CONFIG).registrationReminder).toEqual({ delaySeconds: 0, intervalMinutes: 0 });
  });

  it('polls the terms only when the config says so', () => {
    expect(shellAuthConfig(FALLBACK_SITE_CONFIG).isTermsPolling).toBe(false);
    expect(shellAuthConfig({ ...FALLBACK_SITE_CONFIG, isTermsPolling: true }).isTermsPolling).toBe(true);
  });

  it('switches Google One Tap on only when the config enables it, with the config\'s script URL', () => {
    expect(shellAuthConfig(FALLBACK_SITE_CONFIG).googleOneTap).toBeNull();
    const scriptUrl = 'https://accounts.example.test/gsi/client';
    expect(shellAuthConfig({ ...FALLBACK_SITE_CONFIG, googleOneTap: { isEnabled: false, scriptUrl } }).googleOneTap).toBeNull();
    expect(shellAuthConfig({ ...FALLBACK_SITE_CONFIG, googleOneTap: { isEnabled: true, scriptUrl } }).googleOneTap).toEqual({ scriptUrl });
  });
});
