import { useEffect } from 'react';

/** Keeps `<html lang>` in step with the language after client-side navigation (the server sets it first). */
export function useDocumentLanguage(lng: string): void {
  useEffect(() => {
    // Only a change: a write to the root's attributes restyles the whole page (the server set it already).
    if (document.documentElement.lang !== lng) document.documentElement.lang = lng;
  }, [lng]);
}

/**
 * Keeps `document.title` in step with the page after client-side navigation (the server writes it first). A title
 * from the page's SEO data (`<title data-seo-title>`, SEO-001) is not replaced by the route's.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    if (!document.querySelector('title[data-seo-title]')) document.title = title;
  }, [title]);
}
