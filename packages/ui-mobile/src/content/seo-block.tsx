import { SeoBlock as SharedSeoBlock, type SeoBlockView } from '@bf/ui-core/seo/seo-block';

/** The SEO block on a phone: one column whatever the style (a phone has no room for two). */
export function SeoBlock({ model }: { model: SeoBlockView }) {
  return <SharedSeoBlock model={model} linkClass="font-semibold text-accent-text underline decoration-1 underline-offset-4" columnsClass="" />;
}
