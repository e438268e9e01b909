import type { FooterModel } from '@bf/headless/screens/layout';
import { usePolicyLogo, useSupportButton } from '@bf/headless/screens/shell-notices';
import { SiteFooter } from '@bf/ui-desktop/layout';

/** The desktop footer: information and help links, responsible gaming, legal line, the support link and the policy logo. */
export function Footer({ model }: { model: FooterModel }) {
  const support = useSupportButton();
  const policyLogo = usePolicyLogo();
  return <SiteFooter columns={model.columns} responsible={model.responsible} limits={model.limits} ageNotice={model.ageNotice} legal={model.legal} support={support} policyLogo={policyLogo} />;
}
