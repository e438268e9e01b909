// The SEO title of the page being shown (SEO-001), so a screen's route title (`usePageTitle`) does not replace it.
// Tiny and in the first load: the rest of the SEO head code loads after a navigation.

/** The attribute of a `<title>` that came from the SEO data (the server writes it). */
export const SEO_TITLE_ATTRIBUTE = 'data-seo-title';

let current: { page: string; title: string } | undefined | null = null;

/** A page as the SEO title is kept for it: `lng pathname`. */
export const seoTitlePage = (lng: string, pathname: string): string => `${lng} ${pathname}`;

/** The SEO title of `page`, if its SEO data had one (the server's page: read from its `<title>` once). */
export function seoTitleOf(page: string): string | undefined {
  if (current === null) {
    const served = typeof document === 'undefined' ? null : document.querySelector(`title[${SEO_TITLE_ATTRIBUTE}]`);
    current = served ? { page: seoTitlePage(document.documentElement.lang, location.pathname), title: served.textContent ?? '' } : undefined;
  }
  return current?.page === page ? current.title : undefined;
}

/** Browser: the SEO title of the page navigated to (undefined: it has none). */
export function setSeoTitle(page: string, title: string | undefined): void {
  if (current === null) seoTitleOf(page);
  current = title === undefined ? undefined : { page, title };
}
