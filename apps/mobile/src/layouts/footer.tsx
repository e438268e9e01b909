import { useFooterExtras, type FooterModel } from '@bf/headless/screens/layout';
import { MobileFooter } from '@bf/ui-mobile/layout';

/** The phone's footer over the layout's footer model and the footer's extras (its own component: see useFooterExtras). */
export function Footer({ model }: { model: FooterModel }) {
  return <MobileFooter links={model.links} responsible={model.responsible} limits={model.limits} ageNotice={model.ageNotice} legal={model.legal} {...useFooterExtras()} />;
}
