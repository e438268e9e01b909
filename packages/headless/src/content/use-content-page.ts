import { createHttpClient } from '@bf/api-client/http';
import { contentKeys, createContentApi, type ContentApi, type ContentPage } from '@bf/api-client/content';
import { useFeed, type FeedState } from '../sports/use-feed.ts';

let browserContentApi: ContentApi | undefined;
// One client for the page's lifetime, made on first use (nothing is built at import, nothing runs on the server).
const contentApi = (): ContentApi => (browserContentApi ??= createContentApi(createHttpClient({ baseUrl: '' })));

/** Pages change rarely: asked once per visit of a page (0: no polling); the server's answer is adopted at hydration. */
const ONCE = 0;
const adoptPage = (answer: ContentPage): ContentPage => answer;

/**
 * An information page by slug in the page's language. The server renders the page with it (the feed seed), so
 * the first view has the text without a loading state; client-side navigations ask the content service.
 */
export function useContentPage(slug: string | undefined, lng: string): FeedState<ContentPage> {
  return useFeed(slug ? contentKeys.page(slug, lng) : null, () => contentApi().getPage(slug!, lng), ONCE, adoptPage);
}
