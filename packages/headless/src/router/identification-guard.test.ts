import { describe, expect, it, vi } from 'vitest';
import type { UserConfig } from '@bf/api-client/web-api/user-config';
import { userConfigSchema } from '@bf/api-client/schemas/user-config';
import { findRoute, ROUTES } from '@bf/headless/routes';
import { FALLBACK_SITE_CONFIG } from '@bf/headless/site-config';
import { hasRequiredProfileFields } from '../user-config/user-config-rules.ts';
import { identificationBonusPrompt } from './identification-guard.ts';
import { identificationRedirect, withdrawalRedirect } from './withdrawal-guard.ts';
import type { ResolvedRequest, RouterServices } from './resolve-request.ts';

const user = (fields: Partial<UserConfig> = {}): UserConfig => userConfigSchema.parse(fields);
const filled = { date_birthday: '1990-01-01', name: 'Ann', surname: 'Lee', passport: '123', passport_date: '2010-01-01', registration_address: 'Main st 1' };
const site = { isIdentificationAvailable: true };
const redirectOn = (routeId: string, userConfig: UserConfig | undefined, config = site) => identificationRedirect({ route: findRoute(routeId), userConfig, config, lng: 'en' });

describe('withdrawal guard (GUARD-020 steps 3 and 4)', () => {
  it('sends a player who needs identification from the withdrawal routes to the identification page', () => {
    for (const id of ['office-deduce', 'office-payment-requests', 'office-payment-create-request']) {
      expect(redirectOn(id, user({ is_need_identification: true })), id).toBe('/en/office/identification');
    }
  });

  it('keeps every other page open to that player: betting, history, support, the deposit page', () => {
    for (const route of ROUTES.filter((r) => !r.guards?.withdrawal)) expect(redirectOn(route.id, user({ is_need_identification: true })), route.id).toBeUndefined();
    expect(ROUTES.filter((r) => r.guards?.withdrawal).map((r) => r.id).sort()).toEqual(['office-deduce', 'office-payment-create-request', 'office-payment-requests']);
  });

  it('without an identification page on the site, asks for the registration data only', () => {
    expect(redirectOn('office-deduce', user({ is_need_identification: true }), { isIdentificationAvailable: false })).toBeUndefined();
    expect(redirectOn('office-deduce', user({ is_need_identification: true, isDataAfterRegistration: true }), { isIdentificationAvailable: false })).toBe('/en/office/account');
  });

  it('sends a player whose registration left the personal data missing to the office account page', () => {
    expect(redirectOn('office-deduce', user({ isDataAfterRegistration: true }))).toBe('/en/office/account');
    expect(redirectOn('office-deduce', user({ isDataAfterRegistration: true, user_data: { ...filled, passport: ' ' } }))).toBe('/en/office/account');
    expect(redirectOn('office-deduce', user({ isDataAfterRegistration: true, user_data: filled }))).toBeUndefined();
    expect(redirectOn('office-deduce', user())).toBeUndefined();
    expect(redirectOn('office-deduce', undefined)).toBeUndefined();
  });

  it('reads the required profile fields as the spec lists them', () => {
    expect(hasRequiredProfileFields({ user_data: filled })).toBe(true);
    for (const key of Object.keys(filled)) expect(hasRequiredProfileFields({ user_data: { ...filled, [key]: null } }), key).toBe(false);
    expect(hasRequiredProfileFields({ user_data: undefined })).toBe(false);
  });

  it('asks the user config only for a signed-in player on a withdrawal route, and a failed load sends nowhere', async () => {
    const userConfig = vi.fn(async () => user({ is_need_identification: true }));
    const services = { siteConfig: { get: async () => FALLBACK_SITE_CONFIG, clear() {} }, isProduction: true, checks: { block: vi.fn(), redirect: vi.fn(), userConfig } } as unknown as RouterServices;
    const resolved = (isSignedIn: boolean) => ({ session: { isSignedIn, banLevel: 0 }, cookies: { user_token: 't' }, config: { ...FALLBACK_SITE_CONFIG, isIdentificationAvailable: true } }) as unknown as ResolvedRequest;
    expect(await withdrawalRedirect(findRoute('office-deduce'), resolved(true), 'de', services)).toBe('/de/office/identification');
    expect(userConfig).toHaveBeenCalledWith('t');
    expect(await withdrawalRedirect(findRoute('office-history'), resolved(true), 'de', services)).toBeUndefined();
    expect(await withdrawalRedirect(findRoute('office-deduce'), resolved(false), 'de', services)).toBeUndefined();
    expect(userConfig).toHaveBeenCalledTimes(1);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    userConfig.mockRejectedValueOnce(new Error('down'));
    expect(await withdrawalRedirect(findRoute('office-deduce'), resolved(true), 'de', services)).toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('identification bonus prompt (GUARD-044)', () => {
  const bonus = user({ is_identification_bonus: true, is_need_identification: true });
  const prompt = (overrides: Partial<Parameters<typeof identificationBonusPrompt>[0]> = {}) => identificationBonusPrompt({ userConfig: bonus, config: site, routeId: 'home', wasPrompted: false, ...overrides });

  it('routes the player to the identification page, or asks for the modal when the site has no such page', () => {
    expect(prompt()).toBe('page');
    expect(prompt({ config: { isIdentificationAvailable: false } })).toBe('modal');
  });

  it('needs both the bonus and the need for identification', () => {
    expect(prompt({ userConfig: user({ is_identification_bonus: true }) })).toBeUndefined();
    expect(prompt({ userConfig: user({ is_need_identification: true }) })).toBeUndefined();
    expect(prompt({ userConfig: undefined })).toBeUndefined();
  });

  it('asks once, and never on the identification page or pages that must stay as they are', () => {
    expect(prompt({ wasPrompted: true })).toBeUndefined();
    for (const routeId of ['office-identification', 'confirm-terms', 'block', 'maintenance', 'registration']) expect(prompt({ routeId }), routeId).toBeUndefined();
  });
});
