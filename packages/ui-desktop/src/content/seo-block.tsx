import { SeoBlock as SharedSeoBlock, type SeoBlockView } from '@bf/ui-core/seo/seo-block';

/** The SEO block on desktop: the `columns` style sets two columns from the md breakpoint. */
export function SeoBlock({ model }: { model: SeoBlockView }) {
  return <SharedSeoBlock model={model} linkClass="font-medium text-accent-text underline underline-offset-2 hover:no-underline" columnsClass="md:columns-2 md:gap-8" />;
}
