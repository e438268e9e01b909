import { SeoBlock as SharedSeoBlock, type SeoBlockView } from '@bf/ui-core/seo/seo-block';

/** The SEO block on desktop (always a wide window): the `columns` style sets the opened part in two columns. */
export function SeoBlock({ model }: { model: SeoBlockView }) {
  return <SharedSeoBlock model={model} linkClass="font-medium text-accent-text underline underline-offset-2 hover:no-underline" columnsClass="columns-2 gap-x-8 [&>div]:break-inside-avoid" />;
}
