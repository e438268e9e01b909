import type { CookiesAgreeType } from '../settings/global-settings.ts';

/** Consent types of the cookie-consent options (spec: S2 §3; CONSENT-002). */
export type ConsentType = 'necessary' | 'functionality' | 'marketing';
export const CONSENT_TYPES: readonly ConsentType[] = ['necessary', 'functionality', 'marketing'];

/** One cookie-consent option (spec: S2 §3 "Cookie-consent option"; CONSENT-001). */
export interface ConsentOption {
  name: string;
  description: string;
  checked: boolean;
  /** Necessary cookies cannot be switched off. */
  disabled: boolean;
  cookiesType: ConsentType;
}

/** The stored type an enabled option stands for when it is the first checked one (CONSENT-013). */
const TYPE_OF_OPTION: Record<ConsentType, CookiesAgreeType> = {
  necessary: 'disable',
  functionality: 'only_functionality',
  marketing: 'only_marketing',
};

/**
 * The stored agree type of a set of options (spec: S2 §5; CONSENT-011 to CONSENT-014): only checked options count;
 * all checked gives `all`; otherwise the type of the first checked, enabled option; none gives `disable`.
 * @example
 * agreeTypeOf([{ cookiesType: 'necessary', checked: true, disabled: true }, { cookiesType: 'marketing', checked: true, disabled: false }]) // 'all'
 */
export function agreeTypeOf(options: readonly Pick<ConsentOption, 'checked' | 'disabled' | 'cookiesType'>[]): CookiesAgreeType {
  const checked = options.filter((option) => option.checked);
  if (checked.length === 0) return 'disable';
  if (checked.length === options.length) return 'all';
  const first = checked.find((option) => !option.disabled);
  return first ? TYPE_OF_OPTION[first.cookiesType] : 'disable';
}

/** Functional cookies (window width, time zone offset) are allowed by `all` and `only functionality`. */
export function allowsFunctional(agreeType: CookiesAgreeType | null | undefined): boolean {
  return agreeType === 'all' || agreeType === 'only_functionality';
}

/**
 * Analytics, the data layer, the internal collector and pixels are marketing: allowed by `all` and `only marketing`
 * (docs/decisions.md "Cookie consent and analytics").
 */
export function allowsAnalytics(agreeType: CookiesAgreeType | null | undefined): boolean {
  return agreeType === 'all' || agreeType === 'only_marketing';
}

/** What each stored type leaves checked, to show the customize view as the player left it. */
export function checkedByAgreeType(agreeType: CookiesAgreeType | null | undefined): Record<ConsentType, boolean> {
  return { necessary: true, functionality: allowsFunctional(agreeType), marketing: allowsAnalytics(agreeType) };
}
