import type { SeoBlockModel } from './seo-block-model.ts';

const noop = () => undefined;

/** Home's SEO text, collapsed: the lead paragraph and "Show more". */
export const collapsed: SeoBlockModel = {
  heading: 'About',
  style: 'columns',
  lead: [{ key: '0', type: 'paragraph', runs: [{ key: '0.0', text: 'BetFront is a sports betting site with pre-match and live odds on football, tennis, basketball and more.', isStrong: false }] }],
  more: [
    { key: '1', type: 'heading', text: 'Live betting' },
    { key: '2', type: 'paragraph', runs: [{ key: '2.0', text: 'Follow games as they happen and bet on the ', isStrong: false }, { key: '2.1', text: 'live list', isStrong: false, link: { href: '/en/home/live', isExternal: false } }, { key: '2.2', text: '.', isStrong: false }] },
  ],
  isExpanded: false,
  toggle: { label: 'Show more', isExpanded: false, controls: 'seo-block-more', onPress: noop },
  moreId: 'seo-block-more',
};

export const expanded: SeoBlockModel = { ...collapsed, isExpanded: true, toggle: { ...collapsed.toggle!, label: 'Show less', isExpanded: true } };
