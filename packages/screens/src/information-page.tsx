import { useInformationScreen, type InformationModel } from '@bf/headless/screens/information';
import { InformationArticle } from '@kit/content';

/** Contacts, about, the policies and the rules: the content service's page, laid out by the kit's article. */
export function InformationView({ model }: { model: InformationModel }) {
  return <InformationArticle model={model} />;
}

export function InformationScreen() {
  return <InformationView model={useInformationScreen()} />;
}
