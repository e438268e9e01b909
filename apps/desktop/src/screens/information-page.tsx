import { useInformationScreen, type InformationModel } from '@bf/headless/screens/information';
import { InformationArticle } from '@bf/ui-desktop/content';

/** Contacts, about, the policies and the rules: the content service's page in the desktop's reading column. */
export function InformationView({ model }: { model: InformationModel }) {
  return <InformationArticle model={model} />;
}

export function InformationScreen() {
  return <InformationView model={useInformationScreen()} />;
}
