import type { TFunction } from 'i18next';
import { seoStyleOf, type SeoContent, type SeoStyle } from '@bf/api-client/web-api/seo';
import { informationBlocks, type InformationBlockModel } from '../information/information-model.ts';

/** The SEO block at the bottom of a page (SEO-003, ROUTE-070): a heading, the first block, the rest behind "Show more". */
export interface SeoBlockModel {
  heading: string;
  /** A whitelisted presentation: `plain` one column, `columns` two on a wide screen (never CSS from the service). */
  style: SeoStyle;
  /** Always shown. */
  lead: InformationBlockModel[];
  /** Shown once expanded (in the page's HTML either way). */
  more: InformationBlockModel[];
  isExpanded: boolean;
  /** Absent when there is nothing more to show. */
  toggle?: { label: string; isExpanded: boolean; controls: string; onPress(): void };
  /** The id of the part "Show more" opens. */
  moreId: string;
}

export interface SeoBlockInputs {
  content: SeoContent | undefined;
  lng: string;
  /** The route hides the block (ROUTE-070: game pages, print coupon). */
  isHidden: boolean;
  isExpanded: boolean;
  toggle(): void;
}

export const SEO_BLOCK_MORE_ID = 'seo-block-more';

/** The block's model, or undefined when the route hides it or the page has no SEO text. */
export function seoBlockModel(t: TFunction, { content, lng, isHidden, isExpanded, toggle }: SeoBlockInputs): SeoBlockModel | undefined {
  if (isHidden || !content || content.blocks.length === 0) return undefined;
  const blocks = informationBlocks(content.blocks, lng);
  // The lead is the text up to its first paragraph (a heading above it stays with it).
  const firstParagraph = blocks.findIndex((block) => block.type !== 'heading');
  const lead = blocks.slice(0, firstParagraph < 0 ? blocks.length : firstParagraph + 1);
  const more = blocks.slice(lead.length);
  return {
    heading: t('seo.heading'),
    style: seoStyleOf(content.style),
    lead,
    more,
    isExpanded: more.length > 0 && isExpanded,
    ...(more.length > 0 ? { toggle: { label: t(isExpanded ? 'seo.showLess' : 'seo.showMore'), isExpanded, controls: SEO_BLOCK_MORE_ID, onPress: toggle } } : {}),
    moreId: SEO_BLOCK_MORE_ID,
  };
}
