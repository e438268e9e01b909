import type { TFunction } from 'i18next';
import type { ContentBlock, ContentInline, ContentPage } from '@bf/api-client/content';

/** A run of a paragraph or list item: text, strong text or a link (site links in the page's language). */
export interface InformationRunModel {
  key: string;
  text: string;
  isStrong: boolean;
  link?: { href: string; isExternal: boolean };
}

export type InformationBlockModel =
  | { key: string; type: 'heading'; text: string; id?: string }
  | { key: string; type: 'paragraph'; runs: InformationRunModel[] }
  | { key: string; type: 'list'; items: { key: string; runs: InformationRunModel[] }[] };

/** An information page (contacts, about, policies, rules) as the markup draws it. */
export interface InformationModel {
  status: 'loading' | 'ready' | 'missing' | 'error';
  /** The page's own title once it came; the route's title before. */
  title: string;
  loadingLabel: string;
  errorText: string;
  retry: { label: string; onPress(): void };
  /** The page is shown in English because it is not written in the page's language yet. */
  fallbackNote?: string;
  /** The anchored headings, for an "on this page" list. */
  contents: { label: string; items: { id: string; text: string; href: string }[] };
  blocks: InformationBlockModel[];
}

/** The content service's slug for a route: `information-contacts` → `contacts`, `rules` of `general` → `rules-general`. */
export function contentSlugOf(routeId: string | undefined, ruleGroup: string | undefined): string | undefined {
  if (routeId === 'rules') return ruleGroup && /^[a-z][a-z0-9-]{0,40}$/u.test(ruleGroup) ? `rules-${ruleGroup}` : undefined;
  const match = /^information-([a-z][a-z0-9-]*)$/u.exec(routeId ?? '');
  return match?.[1];
}

/** A page link: a site path gets the page's language prefix; https, mailto and tel stay as they are. */
export function contentHref(href: string, lng: string): { href: string; isExternal: boolean } {
  if (href.startsWith('/')) return { href: `/${lng}${href}`, isExternal: false };
  return { href, isExternal: href.startsWith('https:') };
}

const runsOf = (inlines: readonly ContentInline[], lng: string, prefix: string): InformationRunModel[] =>
  inlines.map((run, index) => ({ key: `${prefix}.${index}`, text: run.text, isStrong: run.strong === true, ...(run.href ? { link: contentHref(run.href, lng) } : {}) }));

function blockModel(block: ContentBlock, index: number, lng: string): InformationBlockModel {
  const key = String(index);
  switch (block.type) {
    case 'heading':
      return { key, type: 'heading', text: block.text, ...(block.id ? { id: block.id } : {}) };
    case 'paragraph':
      return { key, type: 'paragraph', runs: runsOf(block.content, lng, key) };
    case 'list':
      return { key, type: 'list', items: block.items.map((item, at) => ({ key: `${key}.${at}`, runs: runsOf(item, lng, `${key}.${at}`) })) };
  }
}

export interface InformationInputs {
  routeTitle: string;
  lng: string;
  page: ContentPage | undefined;
  isLoading: boolean;
  /** The service answered 404: no such page. */
  isMissing: boolean;
  isError: boolean;
  retry(): void;
  pathname: string;
}

/** Content blocks as the markup draws them (site links in the page's language); also the SEO block's text. */
export function informationBlocks(blocks: readonly ContentBlock[], lng: string): InformationBlockModel[] {
  return blocks.map((block, index) => blockModel(block, index, lng));
}

export function informationModel(t: TFunction, { routeTitle, lng, page, isLoading, isMissing, isError, retry, pathname }: InformationInputs): InformationModel {
  const blocks = page ? informationBlocks(page.blocks, lng) : [];
  const status: InformationModel['status'] = page ? 'ready' : isMissing ? 'missing' : isError ? 'error' : isLoading ? 'loading' : 'loading';
  return {
    status,
    title: page?.title ?? routeTitle,
    loadingLabel: t('information.loading'),
    errorText: t(isMissing ? 'information.missing' : 'information.error'),
    retry: { label: t('information.retry'), onPress: retry },
    ...(page && page.lang !== lng ? { fallbackNote: t('information.inEnglish') } : {}),
    contents: {
      label: t('information.contents'),
      items: blocks.flatMap((block) => (block.type === 'heading' && block.id ? [{ id: block.id, text: block.text, href: `${pathname}#${block.id}` }] : [])),
    },
    blocks,
  };
}
