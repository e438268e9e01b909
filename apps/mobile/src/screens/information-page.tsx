import { useInformationScreen } from '@bf/headless/screens/information';
import { InformationArticle } from '@bf/ui-mobile/content';

/** An information page on the phone (ROUTE-031 to ROUTE-033). */
export function InformationScreen() {
  const model = useInformationScreen();
  return <InformationArticle model={model} />;
}
