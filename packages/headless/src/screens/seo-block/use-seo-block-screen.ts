import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { createHttpClient } from '@bf/api-client/http';
import { createSeoApi, seoKeys, type SeoApi, type SeoContent } from '@bf/api-client/web-api/seo';
import { useFeed } from '../../sports/use-feed.ts';
import { useCurrentRoute, useShell } from '../../shell/use-shell.ts';
import { seoPathOf } from '../../seo/seo-head.ts';
import { seoBlockModel, type SeoBlockModel } from './seo-block-model.ts';

let browserSeoApi: SeoApi | undefined;
const seoApi = (): SeoApi => (browserSeoApi ??= createSeoApi(createHttpClient({ baseUrl: '' })));
const adopt = (answer: SeoContent): SeoContent => answer;

/**
 * The SEO block of the current page. The server renders it with the page's SEO text (the feed seed), so the first
 * view has it in its HTML; a client-side navigation asks the SEO service once (no polling).
 */
export function useSeoBlockScreen(): SeoBlockModel | undefined {
  const { t } = useTranslation('common');
  const { lng } = useShell();
  const { pathname } = useLocation();
  const isHidden = useCurrentRoute()?.flags?.hideSeoBlock === true;
  const path = seoPathOf(pathname, lng);
  const { data } = useFeed(isHidden ? null : seoKeys.content(path, lng), () => seoApi().getContent(path, lng), 0, adopt);
  // Collapsed again on every page.
  const [expanded, setExpanded] = useState<string | null>(null);
  const toggle = useCallback(() => setExpanded((current) => (current === pathname ? null : pathname)), [pathname]);
  return seoBlockModel(t, { content: data, lng, isHidden, isExpanded: expanded === pathname, toggle });
}
