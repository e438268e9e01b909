import { useEffect } from 'react';

/** Keeps `<html lang>` in step with the language after client-side navigation (the server sets it first). */
export function useDocumentLanguage(lng: string): void {
  useEffect(() => {
    document.documentElement.lang = lng;
  }, [lng]);
}
