import { useFooterExtras, type FooterModel } from '@bf/headless/screens/layout';
import { SiteFooter } from '@bf/ui-desktop/layout';

interface FooterViewProps {
  model: FooterModel;
  support?: { href: string; label: string };
  policyLogo?: { src: string; alt: string } | null;
  cookieSettings?: { label: string; onPress(): void } | null;
}

/** The desktop footer over its models: information and help links, responsible gaming and limits, legal line, support, the policy logo and cookie settings. */
export function FooterView({ model, support, policyLogo, cookieSettings }: FooterViewProps) {
  return <SiteFooter columns={model.columns} responsible={model.responsible} limits={model.limits} ageNotice={model.ageNotice} legal={model.legal} support={support} policyLogo={policyLogo} cookieSettings={cookieSettings} />;
}

/** The footer of the page: the layout's footer model with the shell's support link and policy logo. */
export function Footer({ model }: { model: FooterModel }) {
  return <FooterView model={model} {...useFooterExtras()} />;
}
