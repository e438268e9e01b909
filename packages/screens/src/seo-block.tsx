import { useSeoBlockScreen } from '@bf/headless/screens/seo-block';
import { SeoBlock } from '@kit/content';

/** The SEO block above the footer (SEO-003): the page's SEO text, or nothing when it has none or the route hides it. */
export function SeoBlockScreen() {
  const model = useSeoBlockScreen();
  return model ? <SeoBlock model={model} /> : null;
}
