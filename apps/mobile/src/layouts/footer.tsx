import type { FooterModel } from '@bf/headless/screens/layout';
import { useCookieSettingsEntry } from '@bf/headless/screens/cookie-consent';
import { usePolicyLogo, useSupportButton } from '@bf/headless/screens/shell-notices';
import { MobileFooter } from '@bf/ui-mobile/layout';

/**
 * The phone's footer over the layout's footer model, with the support link, the policy logo and the cookie
 * settings entry. Its own component: the settings entry appears only after hydration, and read in the frame that
 * flip re-rendered the whole page's shell in one blocking task.
 */
export function Footer({ model }: { model: FooterModel }) {
  return <MobileFooter links={model.links} responsible={model.responsible} limits={model.limits} ageNotice={model.ageNotice} legal={model.legal} support={useSupportButton()} policyLogo={usePolicyLogo()} cookieSettings={useCookieSettingsEntry()} />;
}
