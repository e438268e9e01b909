import { useInformationScreen } from '@bf/headless/screens/information';
import { InformationArticle } from '@bf/ui-desktop/content';

/** Contacts, about, the policies and the rules: the content service's page in the desktop's reading column. */
export function InformationScreen() {
  return <InformationArticle model={useInformationScreen()} />;
}
