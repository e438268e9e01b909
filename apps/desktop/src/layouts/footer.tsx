import type { FooterModel } from '@bf/headless/screens/layout';
import { SiteFooter } from '@bf/ui-desktop/layout';

/** The desktop footer: information and help links, responsible gaming, legal line. */
export function Footer({ model }: { model: FooterModel }) {
  return <SiteFooter columns={model.columns} responsible={model.responsible} ageNotice={model.ageNotice} legal={model.legal} />;
}
