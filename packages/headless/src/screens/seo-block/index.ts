export { useSeoBlockScreen } from './use-seo-block-screen.ts';
export { seoBlockModel, SEO_BLOCK_MORE_ID, type SeoBlockModel, type SeoBlockInputs } from './seo-block-model.ts';
