import type { CookiesAgreeType } from '../settings/global-settings.ts';

/**
 * The analytics and ads consent the data layer is told when the choice changes (spec: S2 §4 "updates analytics and
 * ads consent"; CONSENT-010), in the consent-mode shape tag managers read.
 */
export function consentUpdate(agreeType: CookiesAgreeType): ['consent', 'update', { analytics_storage: 'granted' | 'denied'; ad_storage: 'granted' | 'denied'; functionality_storage: 'granted' | 'denied' }] {
  const marketing = agreeType === 'all' || agreeType === 'only_marketing' ? 'granted' : 'denied';
  const functionality = agreeType === 'all' || agreeType === 'only_functionality' ? 'granted' : 'denied';
  return ['consent', 'update', { analytics_storage: marketing, ad_storage: marketing, functionality_storage: functionality }];
}
