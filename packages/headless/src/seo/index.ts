export { useSeoHeadSync } from './use-seo-head-sync.ts';
export { canonicalHref, robotsContent, seoHead, seoHeadHtml, seoPathOf, operatorHostsOf, SEO_ELEMENT_ATTRIBUTE, type SeoHead, type SeoHeadContext } from './seo-head.ts';
