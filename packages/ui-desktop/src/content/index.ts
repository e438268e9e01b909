export { InformationArticle } from './information-article.tsx';
export { SeoBlock, type SeoBlockView } from '@bf/ui-core/seo/seo-block';
