import { useEffect } from 'react';

/** Keeps `<html lang>` in step with the language after client-side navigation (the server sets it first). */
export function useDocumentLanguage(lng: string): void {
  useEffect(() => {
    document.documentElement.lang = lng;
  }, [lng]);
}

/** Keeps `document.title` in step with the page after client-side navigation (the server writes it first). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
