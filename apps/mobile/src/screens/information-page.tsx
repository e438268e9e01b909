import { useInformationScreen, type InformationModel } from '@bf/headless/screens/information';
import { InformationArticle } from '@bf/ui-mobile/content';

/** An information page on the phone (ROUTE-031 to ROUTE-033): title, section chips, the text at full width. */
export const InformationView = ({ model }: { model: InformationModel }) => <InformationArticle model={model} />;

export function InformationScreen() {
  const model = useInformationScreen();
  return <InformationView model={model} />;
}
