import { useSeoBlockScreen, type SeoBlockModel } from '@bf/headless/screens/seo-block';
import { SeoBlock } from '@kit/content';

/** The SEO block's markup over its model (the workbench draws it from fixtures). */
export function SeoBlockView({ model }: { model: SeoBlockModel }) {
  return <SeoBlock model={model} />;
}

/** The SEO block above the footer (SEO-003): the page's SEO text, or nothing when it has none or the route hides it. */
export function SeoBlockScreen() {
  const model = useSeoBlockScreen();
  return model ? <SeoBlockView model={model} /> : null;
}
